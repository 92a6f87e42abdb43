// Brand colours from the host config (default orange): text on the brand colour and
// brand-coloured text stay readable (WCAG contrast).
import { describe, expect, it } from 'vitest';
import {
  applyBrand,
  contrastRatio,
  readableForeground,
  readableTextColour,
} from '../../../src/shared/theme';

const ORANGE = '#f97316';
const NAVY = '#000080';

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio(ORANGE, ORANGE)).toBeCloseTo(1, 5);
    expect(contrastRatio(ORANGE, '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', ORANGE), 10);
  });
});

describe('readableForeground', () => {
  it('puts dark text on orange and yellow, white text on navy and dark blue', () => {
    expect(readableForeground(ORANGE)).toBe('#111827');
    expect(readableForeground('#fde047')).toBe('#111827');
    expect(readableForeground('#fff')).toBe('#111827');
    expect(readableForeground(NAVY)).toBe('#ffffff');
    expect(readableForeground('#1e3a8a')).toBe('#ffffff');
  });
});

describe('readableTextColour', () => {
  it.each([ORANGE, '#fde047', '#22c55e', '#0ea5e9'])(
    'shifts %s until it reaches 4.5:1 on white',
    (brand) => {
      const colour = readableTextColour(brand, '#ffffff', '#000000');
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(colour).not.toBe('#000000');
    },
  );

  it('keeps a brand colour that is readable already', () => {
    expect(readableTextColour('#1d4ed8', '#ffffff', '#000000')).toBe('#1d4ed8');
  });

  it('lightens a dark brand for the dark theme background', () => {
    const colour = readableTextColour(NAVY, '#0f172a', '#ffffff');
    expect(contrastRatio(colour, '#0f172a')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('applyBrand', () => {
  it('sets the brand, a readable foreground and readable text colours on the root', () => {
    const root = document.createElement('div');
    applyBrand(root, { primary: ORANGE });
    expect(root.style.getPropertyValue('--pp-brand')).toBe(ORANGE);
    expect(root.style.getPropertyValue('--pp-brand-foreground')).toBe('#111827');
    const light = root.style.getPropertyValue('--pp-brand-text-light');
    const dark = root.style.getPropertyValue('--pp-brand-text-dark');
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#0f172a')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the foreground the host configured', () => {
    const root = document.createElement('div');
    applyBrand(root, { primary: NAVY, primaryForeground: '#ffcc00' });
    expect(root.style.getPropertyValue('--pp-brand-foreground')).toBe('#ffcc00');
  });
});
