import { describe, expect, it } from 'vitest';
import {
  MAX_RANGE_DAYS,
  addDays,
  defaultDateRange,
  parseDay,
  normalizeRange,
  rangeDays,
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

describe('day arithmetic at the edges', () => {
  it('refuses what is not a calendar day', () => {
    for (const day of ['2026-13-01', '2026-00-10', '2026-04-31', '2026-04-00', ' 2026-04-01', ''])
      expect(parseDay(day)).toBeNull();
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(() => addDays('2026-02-30', 1)).toThrow(new RangeError('Not a day: 2026-02-30'));
  });

  it('writes every part with its zeros', () => {
    expect(addDays('0999-12-31', 1)).toBe('1000-01-01');
    expect(addDays('2026-01-09', 0)).toBe('2026-01-09');
    expect(addDays('2026-01-01', 45)).toBe('2026-02-15');
    expect(todayIn('UTC', new Date('2026-03-05T10:00:00Z'))).toBe('2026-03-05');
    expect(todayIn('Asia/Tokyo', Date.parse('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('counts the days of a range, both ends included, in either order', () => {
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(rangeDays({ from: '2026-11-30', to: '2026-11-01' })).toBe(30);
    // The day the clocks change counts as one.
    expect(rangeDays({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(rangeDays({ from: '2025-01-01', to: '2026-02-04' })).toBe(MAX_RANGE_DAYS);
    expect(rangeDays({ from: 'x', to: '2026-11-01' })).toBe(0);
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-31' })).toBe(0);
  });

  it('keeps a range already in order, and a one-day range', () => {
    const range = { from: '2026-11-01', to: '2026-11-10' };
    expect(sortRange(range)).toEqual(range);
    expect(sortRange({ from: '2026-11-05', to: '2026-11-05' })).toEqual({
      from: '2026-11-05',
      to: '2026-11-05',
    });
  });

  it('brings a range wholly after today back to today, and keeps today itself', () => {
    expect(normalizeRange({ from: '2027-01-01', to: '2027-02-01' }, 'Europe/Prague', now)).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(normalizeRange({ from: '2026-11-24', to: '2026-11-24' }, 'Europe/Prague', now)).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(normalizeRange({ from: '2026-11-01' }, 'UTC', now)).toEqual(
      defaultDateRange('UTC', now),
    );
    expect(normalizeRange(null, 'UTC', now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });
});

describe('zoned helpers', () => {
  it('reads a wall-clock time with its hours, minutes and seconds in the zone', () => {
    expect(wallClockToInstant('2026-07-01 14:05:09', 'Europe/Prague').toISOString()).toBe(
      '2026-07-01T12:05:09.000Z',
    );
    expect(wallClockToInstant(' 2026-07-01T14:05 ', 'UTC', true).toISOString()).toBe(
      '2026-07-01T14:05:00.000Z',
    );
  });

  it('writes a negative offset with its minutes', () => {
    expect(formatUtcOffset('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-03:30');
    expect(formatUtcOffset('UTC', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+00:00');
  });
});
