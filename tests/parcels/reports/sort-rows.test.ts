import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../src/parcels/reports/features/reports/api/reports';
import { sortRows } from '../../../src/parcels/reports/features/reports/lib/sort-rows';

const row = (key: string, clicks: number | null, label: string | null = key): ReportRow => ({
  key,
  grouping: 'sub1',
  value: key,
  label,
  clicks,
  conversions: 0,
  approved: 0,
  pending: 0,
  declined: 0,
  revenue: 0,
  pendingRevenue: 0,
  declinedRevenue: 0,
  cr: null,
  epc: null,
});

const keys = (rows: readonly ReportRow[]) => rows.map((r) => r.key);
const rows = [row('a', 5), row('b', null), row('c', 2), row('d', 5), row('e', 9), row('f', 2)];

describe('report row order', () => {
  it('sorts a metric either way, ties in the answer order, unknown values last', () => {
    expect(keys(sortRows(rows, 'clicks', 'asc'))).toEqual(['c', 'f', 'a', 'd', 'e', 'b']);
    expect(keys(sortRows(rows, 'clicks', 'desc'))).toEqual(['e', 'a', 'd', 'c', 'f', 'b']);
  });

  it('gives the same order as a stable sort of the objects, for many rows', () => {
    const many = Array.from({ length: 2000 }, (_, i) => row(`r${i}`, i % 7 === 0 ? null : i % 97));
    for (const order of ['asc', 'desc'] as const) {
      const sign = order === 'asc' ? 1 : -1;
      const expected = [...many].sort((x, y) => {
        if (x.clicks === null) return y.clicks === null ? 0 : 1;
        if (y.clicks === null) return -1;
        return (x.clicks - y.clicks) * sign;
      });
      expect(keys(sortRows(many, 'clicks', order))).toEqual(keys(expected));
    }
  });

  it('sorts labels as text ("item 2" before "item 10"), unknown labels last', () => {
    const named = [
      row('x', 1, 'item 10'),
      { ...row('y', 1, null), value: null },
      row('z', 1, 'item 2'),
    ];
    expect(keys(sortRows(named, 'label', 'asc'))).toEqual(['z', 'x', 'y']);
    expect(keys(sortRows(named, 'label', 'desc'))).toEqual(['x', 'z', 'y']);
  });

  it('keeps the answer order for an unknown column, and the answer itself untouched', () => {
    const before = keys(rows);
    expect(keys(sortRows(rows, 'nope', 'desc'))).toEqual(before);
    expect(keys(rows)).toEqual(before);
  });
});
