// Search params come from typed and old URLs: every schema answers a usable value, never an issue.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { getHistory } from '../../../src/shared/routing/history';
import {
  dateRangeEntries,
  hideDefaults,
  dateRangeSearch,
  isDay,
  sortDateRange,
  tabSearch,
  tableSearch,
} from '../../../src/shared/routing/search-schemas';

// How a router hands a schema its input: TanStack's Standard Schema call.
const validate = (schema: v.GenericSchema, input: object) => {
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) throw new Error('async');
  expect(result.issues).toBeUndefined();
  return (result as { value: unknown }).value;
};

describe('tableSearch', () => {
  it('defaults to page 1 of 10 rows, unsorted', () => {
    expect(validate(tableSearch, {})).toEqual({ page: 1, pageSize: 10 });
  });

  it('keeps valid values, numbers or numeric strings', () => {
    expect(
      validate(tableSearch, { page: 3, pageSize: '50', sort: 'createdAt', order: 'desc' }),
    ).toEqual({ page: 3, pageSize: 50, sort: 'createdAt', order: 'desc' });
    expect(validate(tableSearch, { page: '2', sort: 7 })).toMatchObject({ page: 2, sort: '7' });
  });

  it.each([
    [{ page: 'abc' }, { page: 1 }],
    [{ page: 0 }, { page: 1 }],
    [{ page: -2 }, { page: 1 }],
    [{ page: 1.5 }, { page: 1 }],
    [{ page: null }, { page: 1 }],
    [{ pageSize: 7 }, { pageSize: 10 }],
    [{ pageSize: 'all' }, { pageSize: 10 }],
    [{ pageSize: {} }, { pageSize: 10 }],
    [{ page: '' }, { page: 1 }],
  ])('replaces an invalid %j by its default', (input, expected) => {
    expect(validate(tableSearch, input)).toMatchObject(expected);
  });

  it('drops an invalid sort or order', () => {
    const value = validate(tableSearch, { sort: '', order: 'up' }) as Record<string, unknown>;
    expect(value.sort).toBeUndefined();
    expect(value.order).toBeUndefined();
    expect((validate(tableSearch, { sort: { a: 1 } }) as { sort?: string }).sort).toBeUndefined();
  });
});

describe('dateRangeSearch', () => {
  it('keeps real days and drops anything else', () => {
    expect(validate(dateRangeSearch, { from: '2024-02-29', to: '2024-03-31' })).toEqual({
      from: '2024-02-29',
      to: '2024-03-31',
    });
    expect(validate(dateRangeSearch, { from: '2023-02-29', to: 'yesterday' })).toEqual({});
    expect(validate(dateRangeSearch, { from: 20240101, to: '2024-1-1' })).toEqual({});
  });

  it('swaps a reversed range', () => {
    expect(validate(dateRangeSearch, { from: '2024-05-10', to: '2024-05-01' })).toEqual({
      from: '2024-05-01',
      to: '2024-05-10',
    });
  });

  it('keeps one end alone', () => {
    expect(validate(dateRangeSearch, { to: '2024-05-01' })).toEqual({ to: '2024-05-01' });
  });

  it('recognises calendar days', () => {
    expect(isDay('2024-12-31')).toBe(true);
    expect(isDay('2024-13-01')).toBe(false);
    expect(isDay('2024-04-31')).toBe(false);
    expect(isDay(' 2024-04-01')).toBe(false);
  });
});

describe('tabSearch', () => {
  const tabs = tabSearch(['contacts', 'faq', 'notifications']);

  it('keeps a known tab and falls back to the first one', () => {
    expect(validate(tabs, { tab: 'faq' })).toEqual({ tab: 'faq' });
    expect(validate(tabs, { tab: 'nope' })).toEqual({ tab: 'contacts' });
    expect(validate(tabs, {})).toEqual({ tab: 'contacts' });
  });

  it('takes another default', () => {
    expect(validate(tabSearch(['a', 'b'], 'b'), { tab: 3 })).toEqual({ tab: 'b' });
  });
});

describe('composition', () => {
  it('spreads into a route’s own schema', () => {
    const schema = v.pipe(
      v.object({
        ...tableSearch.entries,
        ...dateRangeEntries,
        ...tabSearch(['x', 'y']).entries,
        q: v.fallback(v.optional(v.string()), undefined),
      }),
      sortDateRange(),
    );
    expect(
      validate(schema, {
        page: 'abc',
        pageSize: 7,
        tab: 'nope',
        from: '2024-02-02',
        to: '2024-01-01',
        q: 'hi',
      }),
    ).toEqual({ page: 1, pageSize: 10, tab: 'x', from: '2024-01-01', to: '2024-02-02', q: 'hi' });
  });
});

describe('hideDefaults', () => {
  const next = (search: Record<string, unknown>) => ({ page: 1, pageSize: 10, ...search });
  const middleware = hideDefaults({ page: 1, pageSize: 10 });

  it('keeps defaults the URL does not carry out of it', () => {
    getHistory().replace('/publisher/domains?sort=name');
    expect(middleware({ search: { sort: 'name' }, next })).toEqual({ sort: 'name' });
  });

  it('keeps a default the URL already carries, and every other value', () => {
    getHistory().replace('/publisher/domains?page=abc');
    expect(middleware({ search: { pageSize: 20 }, next })).toEqual({ page: 1, pageSize: 20 });
  });
});
