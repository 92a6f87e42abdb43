import { describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE,
  formatConversionRate,
  formatMoney,
  formatNumber,
  isUnknown,
} from '../../../src/shared/format';

describe('formatMoney', () => {
  it('groups US-style with the configured decimals and symbol', () => {
    expect(formatMoney(1234.5, { symbol: '$' })).toBe('$1,234.50');
    expect(formatMoney(2345.678, { symbol: '€' })).toBe('€2,345.68');
    expect(formatMoney(1234567.891, { symbol: '$', decimals: 3 })).toBe('$1,234,567.891');
    expect(formatMoney(1234.5, { decimals: 0 })).toBe('1,235');
    expect(formatMoney('99.5')).toBe('99.50');
    expect(formatMoney(0, { symbol: '$' })).toBe('$0.00');
  });

  it('puts the minus before the symbol, and none on an amount that rounds to zero', () => {
    expect(formatMoney(-5, { symbol: '$' })).toBe('-$5.00');
    expect(formatMoney(-1234.5, { symbol: '€' })).toBe('-€1,234.50');
    expect(formatMoney(-0.001, { symbol: '$' })).toBe('$0.00');
  });

  it('shows n/a for unknown amounts', () => {
    for (const value of [null, undefined, Number.NaN, Infinity, '', 'abc'])
      expect(formatMoney(value as number, { symbol: '$' })).toBe(NOT_AVAILABLE);
    expect(NOT_AVAILABLE).toBe('n/a');
  });
});

describe('formatNumber', () => {
  it('groups US-style whatever the UI language', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(12.345, 2)).toBe('12.35');
    expect(formatNumber(null)).toBe('n/a');
  });
});

describe('formatConversionRate', () => {
  it('is "1 : rounded inverse (percent)"', () => {
    expect(formatConversionRate(5, 100)).toBe('1 : 20 (5 %)');
    expect(formatConversionRate(3, 100)).toBe('1 : 33 (3 %)');
    expect(formatConversionRate(1, 3)).toBe('1 : 3 (33.33 %)');
    expect(formatConversionRate(7, 12_345)).toBe('1 : 1,764 (0.06 %)');
    expect(formatConversionRate(10, 10)).toBe('1 : 1 (100 %)');
  });

  it('keeps the inverse at least 1 when conversions outnumber clicks', () => {
    expect(formatConversionRate(5, 2)).toBe('1 : 1 (250 %)');
  });

  it('is n/a without clicks, without conversions or for unknown counts', () => {
    expect(formatConversionRate(0, 100)).toBe('n/a');
    expect(formatConversionRate(5, 0)).toBe('n/a');
    expect(formatConversionRate(0, 0)).toBe('n/a');
    expect(formatConversionRate(null, 100)).toBe('n/a');
    expect(formatConversionRate(5, undefined)).toBe('n/a');
    expect(formatConversionRate(Number.NaN, 100)).toBe('n/a');
  });
});

describe('isUnknown', () => {
  it('recognises missing values', () => {
    expect(isUnknown(null)).toBe(true);
    expect(isUnknown('  ')).toBe(true);
    expect(isUnknown(0)).toBe(false);
    expect(isUnknown('x')).toBe(false);
  });
});

describe('money and numbers at the edges', () => {
  it('reads amounts the API sends as text', () => {
    expect(formatMoney('-1234.5', { symbol: '$' })).toBe('-$1,234.50');
    expect(formatMoney(' 7 ', { symbol: '$' })).toBe('$7.00');
    expect(formatMoney('  ', { symbol: '$' })).toBe('n/a');
    expect(formatNumber('1234567.4')).toBe('1,234,567');
    expect(formatNumber('')).toBe('n/a');
    expect(formatNumber('x')).toBe('n/a');
    expect(formatNumber(undefined)).toBe('n/a');
    expect(formatNumber(-Infinity)).toBe('n/a');
  });

  it('keeps the minus of an amount that rounds to something, and of a whole-number amount', () => {
    expect(formatMoney(-0.005, { symbol: '$' })).toBe('-$0.01');
    expect(formatMoney(-0.4, { decimals: 0 })).toBe('0');
    expect(formatMoney(-0.6, { decimals: 0 })).toBe('-1');
    expect(formatMoney(-1000, { decimals: 0 })).toBe('-1,000');
    expect(formatNumber(-1234.5, 1)).toBe('-1,234.5');
  });

  it('keeps the formats of different decimals apart', () => {
    expect(formatNumber(1.5, 1)).toBe('1.5');
    expect(formatNumber(1.5, 3)).toBe('1.500');
    expect(formatNumber(1.5)).toBe('2');
  });

  it('knows which values cannot be shown', () => {
    expect(isUnknown(undefined)).toBe(true);
    expect(isUnknown(Number.NaN)).toBe(true);
    expect(isUnknown(-Infinity)).toBe(true);
    expect(isUnknown('')).toBe(true);
    expect(isUnknown(' 0 ')).toBe(false);
    expect(isUnknown(false)).toBe(false);
    expect(isUnknown({})).toBe(false);
  });

  it('writes a rate with a grouped inverse and up to two decimals', () => {
    expect(formatConversionRate(1, 1_500)).toBe('1 : 1,500 (0.07 %)');
    expect(formatConversionRate(2, 3)).toBe('1 : 2 (66.67 %)');
    expect(formatConversionRate(-1, 100)).toBe('n/a');
    expect(formatConversionRate(1, -100)).toBe('n/a');
    expect(formatConversionRate(1, Infinity)).toBe('n/a');
  });
});
