// The colour-scheme switch shows which option is on, in either theme.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setThemeMode } from '../../../src/shared/theme';
import { ThemeSwitch } from '../../../src/shared/ui';

const optionOf = (name: string) => screen.getByRole('radio', { name }).closest('label');

describe('ThemeSwitch', () => {
  beforeEach(() => setThemeMode('light'));

  it('fills the chosen option with the text colour, the others stay muted', () => {
    render(<ThemeSwitch />);
    expect(screen.getByRole('group', { name: 'Colour scheme' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    expect(optionOf('Light')?.getAttribute('data-state')).toBe('on');
    expect(optionOf('Light')?.className).toContain('pp:bg-foreground');
    expect(optionOf('Light')?.className).toContain('pp:text-background');
    for (const other of ['Dark', 'System']) {
      expect(optionOf(other)?.getAttribute('data-state')).toBe('off');
      expect(optionOf(other)?.className).not.toContain('pp:bg-foreground');
    }
  });

  it('moves the mark with the choice', () => {
    render(<ThemeSwitch />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(optionOf('Dark')?.getAttribute('data-state')).toBe('on');
    expect(optionOf('Light')?.getAttribute('data-state')).toBe('off');
  });
});
