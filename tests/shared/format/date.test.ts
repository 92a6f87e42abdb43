import { createIntl, createIntlCache } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatRelativeTime,
} from '../../../src/shared/format';

const cache = createIntlCache();
const intlOf = (locale: string) => createIntl({ locale, messages: {} }, cache);
const en = intlOf('en');
const ru = intlOf('ru');
const zh = intlOf('zh');

describe('formatDate / formatDateTime', () => {
  const instant = '2026-11-23T23:30:00Z';

  it("shows an instant in the publisher's timezone (default Europe/Prague)", () => {
    // 23:30 UTC is already the next day in Prague.
    expect(formatDate(instant, { intl: en })).toBe('Nov 24, 2026');
    expect(formatDateTime(instant, { intl: en })).toBe('Nov 24, 2026, 00:30');
    expect(formatDateTime(instant, { intl: en, timeZone: 'America/New_York' })).toBe(
      'Nov 23, 2026, 18:30',
    );
  });

  it('is localised', () => {
    expect(formatDate(instant, { intl: ru })).toBe('24 нояб. 2026 г.');
    expect(formatDate(instant, { intl: zh })).toBe('2026年11月24日');
    expect(formatDateTime(instant, { intl: zh, timeZone: 'UTC' })).toBe('2026年11月23日 23:30');
  });

  it('follows daylight saving: the same UTC time an hour apart across the March change', () => {
    // Europe/Prague switches to summer time on 2026-03-29 at 01:00 UTC.
    expect(formatDateTime('2026-03-29T00:30:00Z', { intl: en })).toBe('Mar 29, 2026, 01:30');
    expect(formatDateTime('2026-03-29T01:30:00Z', { intl: en })).toBe('Mar 29, 2026, 03:30');
    // …and back on 2026-10-25 at 01:00 UTC.
    expect(formatDateTime('2026-10-25T00:30:00Z', { intl: en })).toBe('Oct 25, 2026, 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z', { intl: en })).toBe('Oct 25, 2026, 02:30');
  });

  it('shows n/a for what it cannot read', () => {
    expect(formatDate(null, { intl: en })).toBe('n/a');
    expect(formatDate('not a date', { intl: en })).toBe('n/a');
    expect(formatDateTime(undefined, { intl: en })).toBe('n/a');
  });
});

describe('formatDay / formatDayRange', () => {
  it('shows a calendar day as it is, whatever the timezone', () => {
    expect(formatDay('2026-11-01', { intl: en })).toBe('Nov 1, 2026');
    expect(formatDay('2026-11-01', { intl: ru })).toBe('1 нояб. 2026 г.');
    expect(formatDay('2026-11-01', { intl: zh })).toBe('2026年11月1日');
    expect(formatDay('2026-02-30', { intl: en })).toBe('n/a');
    expect(formatDayRange({ from: '2026-10-25', to: '2026-11-23' }, { intl: en })).toBe(
      'Oct 25, 2026 – Nov 23, 2026',
    );
    expect(formatDayRange({ from: 'x', to: '2026-11-23' }, { intl: en })).toBe('n/a');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  it('picks the largest whole unit, in the UI language', () => {
    expect(formatRelativeTime('2026-06-10T11:00:00Z', { intl: en, now })).toBe('1 hour ago');
    expect(formatRelativeTime('2026-06-09T12:00:00Z', { intl: en, now })).toBe('yesterday');
    expect(formatRelativeTime('2026-06-07T12:00:00Z', { intl: en, now })).toBe('3 days ago');
    expect(formatRelativeTime('2026-06-07T12:00:00Z', { intl: ru, now })).toBe('3 дня назад');
    expect(formatRelativeTime('2026-06-07T12:00:00Z', { intl: zh, now })).toBe('3天前');
    expect(formatRelativeTime('2026-06-10T11:59:30Z', { intl: en, now })).toBe('30 seconds ago');
    expect(formatRelativeTime('2026-06-10T12:00:00Z', { intl: en, now })).toBe('now');
    expect(formatRelativeTime('2026-04-01T12:00:00Z', { intl: en, now })).toBe('2 months ago');
  });
  it('shows n/a for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', { intl: en, now })).toBe('n/a');
  });
});

describe('relative times at the edges', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000);

  it('moves to the larger unit exactly at its size', () => {
    expect(formatRelativeTime(ago(59), { intl: en, now })).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(60), { intl: en, now })).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3599), { intl: en, now })).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(7 * 86_400), { intl: en, now })).toBe('last week');
    expect(formatRelativeTime(ago(29 * 86_400), { intl: en, now })).toBe('4 weeks ago');
    expect(formatRelativeTime(ago(30 * 86_400), { intl: en, now })).toBe('last month');
    expect(formatRelativeTime(ago(364 * 86_400), { intl: en, now })).toBe('12 months ago');
    expect(formatRelativeTime(ago(365 * 86_400), { intl: en, now })).toBe('last year');
    expect(formatRelativeTime(ago(800 * 86_400), { intl: en, now })).toBe('2 years ago');
  });

  it('speaks of the future too', () => {
    expect(formatRelativeTime(ago(-2 * 86_400), { intl: en, now })).toBe('in 2 days');
    expect(formatRelativeTime(ago(-90), { intl: en, now })).toBe('in 1 minute');
    expect(formatRelativeTime(now + 400, { intl: en, now })).toBe('now');
  });

  it('shows n/a for nothing at all', () => {
    expect(formatRelativeTime(null, { intl: en, now })).toBe('n/a');
    expect(formatRelativeTime('', { intl: en, now })).toBe('n/a');
    expect(formatDay(null, { intl: en })).toBe('n/a');
    expect(formatDay('', { intl: en })).toBe('n/a');
    expect(formatDayRange(null, { intl: en })).toBe('n/a');
    expect(formatDayRange({ from: '2026-11-01', to: '2026-11-31' }, { intl: en })).toBe('n/a');
  });

  it('takes Date objects and timestamps as well as ISO texts', () => {
    const instant = Date.parse('2026-11-23T23:30:00Z');
    expect(formatDate(instant, { intl: en, timeZone: 'UTC' })).toBe('Nov 23, 2026');
    expect(formatDateTime(new Date(instant), { intl: en, timeZone: 'UTC' })).toBe(
      'Nov 23, 2026, 23:30',
    );
    expect(formatDateTime('2026-11-23T08:05:00Z', { intl: en, timeZone: 'UTC' })).toBe(
      'Nov 23, 2026, 08:05',
    );
    expect(formatDateTime('2026-11-23T00:05:00Z', { intl: en, timeZone: 'UTC' })).toBe(
      'Nov 23, 2026, 00:05',
    );
    expect(formatDate(new Date('nope'), { intl: en })).toBe('n/a');
    expect(formatDateTime('', { intl: en })).toBe('n/a');
  });
});
