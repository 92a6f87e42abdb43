import { describe, expect, it } from 'vitest';
import { formatMoney, formatRelative } from '../../../src/parcels/shell/lib/format';

describe('formatMoney', () => {
  it('uses 2 decimals and US grouping', () => {
    expect(formatMoney(1234.5, '$')).toBe('$1,234.50');
    expect(formatMoney(2345.678, '€')).toBe('€2,345.68');
    expect(formatMoney(0, '$')).toBe('$0.00');
    expect(formatMoney(-5, '$')).toBe('-$5.00');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2025-06-10T12:00:00Z');
  it('picks the largest fitting unit in the UI language', () => {
    expect(formatRelative('2025-06-10T11:00:00Z', 'en', now)).toBe('1 hour ago');
    expect(formatRelative('2025-06-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2025-06-07T12:00:00Z', 'ru', now)).toBe('3 дня назад');
    expect(formatRelative('2025-06-10T11:59:30Z', 'en', now)).toBe('30 seconds ago');
  });
  it('gives nothing for a date it cannot read', () => {
    expect(formatRelative('not a date', 'en', now)).toBe('');
  });
});
