// Dates, relative times, numbers and money in each UI language, through the shared formatting
// functions and the page's i18n store (no intl object passed: what the screens get). Dates follow
// the language (month names, day/month order, 24 h clock); money and counts keep the network's
// US-style grouping in every language. The assertions name the locale's own pieces (month names,
// separators) rather than whole strings, which vary between ICU versions.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatConversionRate,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatMoney,
  formatNumber,
  formatRelativeTime,
} from '../../src/shared/format';
import { LOCALES, type Locale } from '../../src/shared/i18n';
import { getIntl, setLocale } from '../../src/shared/i18n/store';

const INSTANT = '2026-03-05T14:05:00Z';
const UTC = { timeZone: 'UTC' };
const DAY = 24 * 3600 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00Z');

/** Per language: the short month of March, whether the day comes first, yesterday, 5 days ago. */
const EXPECT: Record<
  Locale,
  { march: RegExp; dayFirst: boolean; yesterday: RegExp; ago5: RegExp }
> = {
  en: { march: /Mar/, dayFirst: false, yesterday: /^yesterday$/, ago5: /^5 days ago$/ },
  ru: { march: /мар/, dayFirst: true, yesterday: /^вчера$/, ago5: /^5 дней назад$/ },
  uk: { march: /бер/, dayFirst: true, yesterday: /^[ув]чора$/, ago5: /^5 днів тому$/ },
  zh: { march: /3月/, dayFirst: false, yesterday: /^昨天$/, ago5: /^5\s?天前$/ },
};

describe.each(LOCALES)('formatting in %s', (locale) => {
  beforeEach(() => setLocale(locale, { persist: false }));
  const want = EXPECT[locale];

  it('runs through the store in that language', () => {
    expect(getIntl().locale).toBe(locale);
  });

  it("writes dates with the language's month names and order", () => {
    const date = formatDate(INSTANT, UTC);
    expect(date).toMatch(want.march);
    expect(date).toContain('2026');
    const [day, month] = [date.search(/\b5\b|5日/), date.search(want.march)];
    expect(day).toBeGreaterThanOrEqual(0);
    expect(day < month, `day before month in "${date}"`).toBe(want.dayFirst);
    // Calendar days read the same as instants, without a timezone shift.
    expect(formatDay('2026-03-05')).toBe(date);
    const range = formatDayRange({ from: '2026-03-05', to: '2026-03-31' });
    expect(range.startsWith(date)).toBe(true);
    expect(range).toMatch(/31/);
  });

  it('writes times on the 24-hour clock', () => {
    const dateTime = formatDateTime('2026-03-05T21:05:00Z', UTC);
    expect(dateTime).toContain('21:05');
    expect(dateTime).not.toMatch(/PM|AM|下午|上午/);
  });

  it('says relative times in the language, counted nouns included', () => {
    expect(formatRelativeTime(NOW - DAY, { now: NOW })).toMatch(want.yesterday);
    expect(formatRelativeTime(NOW - 5 * DAY, { now: NOW })).toMatch(want.ago5);
  });

  it("keeps the network's US-style grouping for money and counts", () => {
    expect(formatMoney(1234567.5, { symbol: '$' })).toBe('$1,234,567.50');
    expect(formatMoney('-3', { symbol: '€' })).toBe('-€3.00');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatConversionRate(5, 100)).toBe('1 : 20 (5 %)');
  });

  it("writes the counts inside texts (ICU #) with the language's own digit grouping", () => {
    const grouped = getIntl().formatNumber(12345);
    const separator = grouped.replace(/\d/g, '');
    expect(separator).toBe({ en: ',', ru: '\u00a0', uk: '\u00a0', zh: ',' }[locale]);
  });
});
