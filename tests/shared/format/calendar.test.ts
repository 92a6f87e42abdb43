import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultDateRange,
  parseDay,
  normalizeRange,
  sortRange,
  toApiDateRange,
  toApiDayRange,
  todayIn,
} from '../../../src/shared/format';
import { formatUtcOffset, wallClockToInstant } from '../../../src/shared/format/zoned';

const now = Date.parse('2026-11-23T23:30:00Z'); // already Nov 24 in Prague

describe('calendar days', () => {
  it("reads today in the publisher's timezone", () => {
    expect(todayIn('Europe/Prague', now)).toBe('2026-11-24');
    expect(todayIn('America/New_York', now)).toBe('2026-11-23');
    expect(todayIn('UTC', now)).toBe('2026-11-23');
  });

  it('validates and shifts days', () => {
    expect(parseDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-1-01')).toBeNull();
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('defaults to the last 30 days, today included', () => {
    expect(defaultDateRange('Europe/Prague', now)).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
    });
  });

  it('sorts, validates and clamps a range', () => {
    expect(sortRange({ from: '2026-11-10', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(normalizeRange({ from: '2026-11-10', to: '2026-11-01' }, 'Europe/Prague', now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(normalizeRange({ from: '2026-11-20', to: '2027-01-01' }, 'Europe/Prague', now)).toEqual({
      from: '2026-11-20',
      to: '2026-11-24',
    });
    expect(normalizeRange({ from: 'abc', to: '2026-11-01' }, 'Europe/Prague', now)).toEqual(
      defaultDateRange('Europe/Prague', now),
    );
    expect(normalizeRange(undefined, 'Europe/Prague', now)).toEqual(
      defaultDateRange('Europe/Prague', now),
    );
  });

  it('gives the API its "start - end" form, whole days', () => {
    expect(toApiDateRange({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      '2026-11-01 00:00:00 - 2026-11-30 23:59:59',
    );
  });

  it("gives one day as a date row's range: the end is the next day", () => {
    expect(toApiDayRange('2026-11-30')).toBe('2026-11-30 00:00:00 - 2026-12-01 00:00:00');
    expect(toApiDayRange('2026-12-31')).toBe('2026-12-31 00:00:00 - 2027-01-01 00:00:00');
  });
});

describe('zoned arithmetic (lazy chunks only)', () => {
  it('reads UTC offsets, daylight saving included', () => {
    expect(formatUtcOffset('Europe/Prague', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(formatUtcOffset('Europe/Prague', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(formatUtcOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-05:00');
    expect(formatUtcOffset('Asia/Kolkata', new Date())).toBe('UTC+05:30');
  });

  it('turns wall-clock times of a zone into instants, across a DST change', () => {
    expect(wallClockToInstant('2026-07-01', 'Europe/Prague').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(wallClockToInstant('2026-07-31', 'Europe/Prague', true).toISOString()).toBe(
      '2026-07-31T21:59:59.000Z',
    );
    // The day of the spring change is 23 hours long.
    const start = wallClockToInstant('2026-03-29', 'Europe/Prague');
    const end = wallClockToInstant('2026-03-29', 'Europe/Prague', true);
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T21:59:59.000Z');
  });
});
