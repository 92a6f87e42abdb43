// @vitest-environment node
// The report filters and ranges the page sends are the ones the API takes: what it would refuse
// is named (never sent, never dropped unseen), and the limits are the server's own.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MAX_RANGE_DAYS, rangeDays } from '../../../src/shared/format/calendar';
import {
  TEXT_FILTER_MAX,
  checkFilters,
  filterProblem,
  filtersValid,
} from '../../../src/parcels/reports/features/reports/lib/filter-rules';
import {
  hourlyOneDay,
  reportsSearch,
} from '../../../src/parcels/reports/features/reports/lib/search';
import { importHostDemo } from '../../contract/harness';

interface TimeModule {
  MAX_RANGE_DAYS: number;
  parseRange(query: Record<string, unknown>, zone: string): { from: number; to: number };
}
interface FiltersModule {
  TEXT_MAX: number;
  reportConditions(query: Record<string, unknown>, params: unknown[]): unknown;
}

const SMART = ['ROLE_SMARTLINKS'];

describe('report filter rules', () => {
  it('take a "contains" text up to 255 characters, and say so past it', () => {
    expect(filterProblem('trackLike', 'x'.repeat(255))).toBeUndefined();
    expect(filterProblem('trackLike', 'x'.repeat(3000))).toEqual({
      id: 'reports.filter.error.tooLong',
      values: { max: 255 },
    });
    expect(filterProblem('subSourceLike', 'y'.repeat(256))?.id).toBe(
      'reports.filter.error.tooLong',
    );
  });

  it('take sub values of up to 255 characters each, 100 at most', () => {
    expect(filterProblem('sub1', `a,${'b'.repeat(255)}`)).toBeUndefined();
    expect(filterProblem('sub1', `a,${'b'.repeat(256)}`)?.id).toBe(
      'reports.filter.error.valueTooLong',
    );
    const many = Array.from({ length: 101 }, (_, i) => `v${i}`).join(',');
    expect(filterProblem('sub2', many)?.id).toBe('reports.filter.error.tooManyValues');
  });

  it('take ids as digits only; a referred publisher is one id', () => {
    expect(filterProblem('offerCampaignRelativeId', '1006,1007')).toBeUndefined();
    expect(filterProblem('offerCampaignRelativeId', '1006,abc')?.id).toBe(
      'reports.filter.error.ids',
    );
    expect(filterProblem('referral', '10002')).toBeUndefined();
    expect(filterProblem('referral', 'abc')?.id).toBe('reports.filter.error.id');
    expect(filterProblem('referral', '10002,10003')?.id).toBe('reports.filter.error.id');
    expect(filterProblem('referral', '')).toBeUndefined();
  });

  it('apply what the API takes and name the rest, with the reason', () => {
    const long = 'x'.repeat(3000);
    const checked = checkFilters({ country: 'US', trackLike: long, smartlinkCampaign: '1' }, []);
    expect(checked.applied).toEqual({ country: 'US' });
    expect(checked.refused).toEqual([
      { key: 'trackLike', problem: { id: 'reports.filter.error.tooLong', values: { max: 255 } } },
      { key: 'smartlinkCampaign', problem: { id: 'reports.filter.error.notAvailable' } },
    ]);
    // The person edits the long text in the drawer; the smartlink filter is not theirs to edit.
    expect(checked.editable).toEqual({ country: 'US', trackLike: long });
    expect(checkFilters({ smartlinkCampaign: '1' }, SMART).applied).toEqual({
      smartlinkCampaign: '1',
    });
  });

  it('leave an unknown conversion status out of the drawer (its check boxes cannot show it)', () => {
    const checked = checkFilters({ status: 'approved,foo' }, []);
    expect(checked.applied).toEqual({});
    expect(checked.refused).toEqual([
      { key: 'status', problem: { id: 'reports.filter.error.status' } },
    ]);
    expect(checked.editable).toEqual({});
  });

  it('apply at most 3 sub filters', () => {
    const checked = checkFilters({ sub1: 'a', sub2: 'b', sub3: 'c', sub4: 'd' }, []);
    expect(Object.keys(checked.applied)).toEqual(['sub1', 'sub2', 'sub3']);
    expect(checked.refused[0]).toMatchObject({
      key: 'sub4',
      problem: { id: 'reports.filter.error.tooManySubs' },
    });
    expect(filtersValid({ sub1: 'a', sub2: 'b', sub3: 'c', sub4: 'd' })).toBe(false);
    expect(filtersValid({ sub1: 'a', trackLike: 'x'.repeat(256) })).toBe(false);
    expect(filtersValid({ sub1: 'a', trackLike: 'x'.repeat(255) })).toBe(true);
  });

  it('keep a long filter of the URL as it is, for the page to name it', () => {
    const search = v.parse(reportsSearch, { trackLike: 'x'.repeat(3000) });
    expect(search.trackLike).toHaveLength(3000);
  });

  it('are the limits the demo server refuses past', async () => {
    const filters = await importHostDemo<FiltersModule>('features/reports/filters.mjs');
    expect(filters.TEXT_MAX).toBe(TEXT_FILTER_MAX);
    const refuse = (query: Record<string, unknown>) => () => filters.reportConditions(query, []);
    expect(refuse({ trackLike: 'x'.repeat(255) })).not.toThrow();
    expect(refuse({ trackLike: 'x'.repeat(256) })).toThrow('trackLike takes at most 255');
    expect(refuse({ sub1: 'x'.repeat(256) })).toThrow('sub1 takes values of at most 255');
  });
});

describe('report ranges', () => {
  it('count days with both ends', () => {
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(rangeDays({ from: '2025-10-15', to: '2026-11-18' })).toBe(400);
    // Across the daylight-saving changes a day is still a day.
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });

  it('are at most as long as the server takes, also across daylight-saving changes', async () => {
    const time = await importHostDemo<TimeModule>('features/reports/time.mjs');
    expect(time.MAX_RANGE_DAYS).toBe(MAX_RANGE_DAYS);
    const parse = (from: string, to: string) => () =>
      time.parseRange({ dateRange: `${from} 00:00:00 - ${to} 23:59:59` }, 'Europe/Prague');
    // 400 days holding two autumn changes and one spring change (one hour more than 400 × 24).
    expect(rangeDays({ from: '2025-10-20', to: '2026-11-23' })).toBe(400);
    expect(parse('2025-10-20', '2026-11-23')).not.toThrow();
    expect(parse('2025-10-19', '2026-11-23')).toThrow('dateRange spans at most 400 days.');
  });

  it("read a date row's end at the next midnight as exclusive: the day and nothing after", async () => {
    const time = await importHostDemo<TimeModule>('features/reports/time.mjs');
    const zone = 'Europe/Prague';
    const day = time.parseRange({ dateRange: '2026-11-30 00:00:00 - 2026-12-01 00:00:00' }, zone);
    const inclusive = time.parseRange(
      { dateRange: '2026-11-30 00:00:00 - 2026-11-30 23:59:59' },
      zone,
    );
    expect(day.to - day.from).toBe(86_400_000);
    expect(day).toMatchObject({ from: inclusive.from, to: inclusive.to });
    // The one-day `date` filter is the same day; another end stays inclusive to the second.
    expect(time.parseRange({ date: '2026-11-30' }, zone)).toMatchObject({
      from: day.from,
      to: day.to,
    });
    const noon = time.parseRange({ dateRange: '2026-11-30 00:00:00 - 2026-11-30 12:00:00' }, zone);
    expect(noon.to - noon.from).toBe(12 * 3_600_000 + 1000);
  });
});

describe('hourly grouping', () => {
  const parse = (input: Record<string, unknown>) =>
    v.parse(
      v.pipe(
        reportsSearch,
        hourlyOneDay(() => 'Europe/Prague'),
      ),
      input,
    );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

  it('narrows the range to its last day, today at the latest', () => {
    expect(parse({ grouping: 'hour', from: '2026-01-01', to: '2026-01-07' })).toMatchObject({
      from: '2026-01-07',
      to: '2026-01-07',
    });
    expect(parse({ grouping: 'hour' })).toMatchObject({ from: today, to: today });
    expect(parse({ grouping: 'hour', from: '2026-01-01', to: '2999-01-01' })).toMatchObject({
      from: today,
      to: today,
    });
  });

  it('leaves other groupings and the referral report alone', () => {
    expect(parse({ grouping: 'date', from: '2026-01-01', to: '2026-01-07' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-07',
    });
    expect(
      parse({ tab: 'referral', grouping: 'hour', from: '2026-01-01', to: '2026-01-07' }),
    ).toMatchObject({ from: '2026-01-01', to: '2026-01-07' });
  });
});

describe('the Day filter', () => {
  it('takes a real calendar day only', () => {
    expect(filterProblem('date', '2026-11-30')).toBeUndefined();
    expect(filterProblem('date', '2026-02-31')).toEqual({ id: 'reports.filter.error.day' });
    expect(filterProblem('date', 'yesterday')).toEqual({ id: 'reports.filter.error.day' });
  });
});
