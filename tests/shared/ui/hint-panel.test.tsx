import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HintPanel } from '../../../src/shared/ui';

afterEach(() => window.localStorage.clear());

describe('HintPanel', () => {
  it('is open by default and toggles', async () => {
    render(<HintPanel title="Placeholders">Macros</HintPanel>);
    const toggle = await screen.findByRole('button', { name: 'Placeholders' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Macros').closest('[hidden]')).not.toBeNull();
  });

  it('remembers the choice under its storage key', async () => {
    const { unmount } = render(
      <HintPanel title="Placeholders" storageKey="tracking">
        Macros
      </HintPanel>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Placeholders' }));
    expect(window.localStorage.getItem('pp:hint:tracking')).toBe('closed');
    unmount();
    render(
      <HintPanel title="Placeholders" storageKey="tracking">
        Macros
      </HintPanel>,
    );
    const toggle = await screen.findByRole('button', { name: 'Placeholders' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
