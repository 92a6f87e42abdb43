import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/shared/i18n';
import { CountryFlags } from '../../../src/shared/ui';
import { countryName } from '../../../src/shared/ui/country-flags';

const names = () => screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'));

describe('CountryFlags', () => {
  it('shows at most 3 flags, then +N naming the rest', async () => {
    render(<CountryFlags allowed={['de', 'FR', 'us', 'cz', 'pl']} />);
    await screen.findByText('+2');
    expect(names()).toEqual(['Germany', 'France', 'United States', '2 more: Czechia, Poland']);
    expect(screen.getByRole('img', { name: 'Germany' }).textContent).toBe('🇩🇪');
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('shows no +N for 3 countries or fewer', async () => {
    render(<CountryFlags allowed={['de', 'fr', 'us']} />);
    await screen.findByRole('img', { name: 'Germany' });
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('counts denied countries as -N', async () => {
    render(<CountryFlags allowed={['de']} denied={['ru', 'cn']} />);
    expect((await screen.findByText('-2')).getAttribute('aria-label')).toBe(
      'Not available in: Russia, China',
    );
  });

  it("shows 'by' as a text badge, not a flag", async () => {
    render(<CountryFlags allowed={['by']} />);
    const badge = await screen.findByRole('img', { name: 'Belarus' });
    expect(badge.textContent).toBe('BY');
  });

  it('shows XX for an unknown or empty code', async () => {
    render(<CountryFlags allowed={['', 'zz', 'xx', 'toolong']} />);
    expect(await screen.findAllByText('XX')).toHaveLength(3);
    expect(names().slice(0, 3)).toEqual(['Unknown country', 'Unknown country', 'Unknown country']);
  });

  it('shows n/a without any country', async () => {
    render(<CountryFlags />);
    expect(await screen.findByText('n/a')).toBeTruthy();
  });

  it('names countries in the UI language', async () => {
    await act(() => setLocale('ru', { persist: false }));
    try {
      render(<CountryFlags allowed={['de', 'fr', 'us', 'cz']} denied={['by']} />);
      await screen.findByRole('img', { name: 'Германия' });
      expect(names()).toEqual([
        'Германия',
        'Франция',
        'Соединенные Штаты',
        'Ещё 1: Чехия',
        'Недоступно в: Беларусь',
      ]);
    } finally {
      await act(() => setLocale('en', { persist: false }));
    }
    expect(countryName('DE', 'zh')).toBe('德国');
  });
});
