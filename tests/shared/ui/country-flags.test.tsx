import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/shared/i18n';
import { CountryFlags, countryName } from '../../../src/shared/ui';

const names = () => screen.getAllByRole('img').map((el) => el.getAttribute('aria-label'));

describe('CountryFlags', () => {
  it('shows at most 3 flags, then +N naming the rest', () => {
    render(<CountryFlags allowed={['de', 'FR', 'us', 'cz', 'pl']} />);
    expect(names()).toEqual(['Germany', 'France', 'United States', '2 more: Czechia, Poland']);
    expect(screen.getByRole('img', { name: 'Germany' }).textContent).toBe('🇩🇪');
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('shows no +N for 3 countries or fewer', () => {
    render(<CountryFlags allowed={['de', 'fr', 'us']} />);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('counts denied countries as -N', () => {
    render(<CountryFlags allowed={['de']} denied={['ru', 'cn']} />);
    expect(screen.getByText('-2').getAttribute('aria-label')).toBe(
      'Not available in: Russia, China',
    );
  });

  it("shows 'by' as a text badge, not a flag", () => {
    render(<CountryFlags allowed={['by']} />);
    const badge = screen.getByRole('img', { name: 'Belarus' });
    expect(badge.textContent).toBe('BY');
  });

  it('shows XX for an unknown or empty code', () => {
    render(<CountryFlags allowed={['', 'zz', 'xx', 'toolong']} />);
    expect(screen.getAllByText('XX')).toHaveLength(3);
    expect(names().slice(0, 3)).toEqual(['Unknown country', 'Unknown country', 'Unknown country']);
  });

  it('shows n/a without any country', () => {
    render(<CountryFlags />);
    expect(screen.getByText('n/a')).toBeTruthy();
  });

  it('names countries in the UI language', async () => {
    await act(() => setLocale('ru', { persist: false }));
    try {
      render(<CountryFlags allowed={['de', 'fr', 'us', 'cz']} denied={['by']} />);
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
