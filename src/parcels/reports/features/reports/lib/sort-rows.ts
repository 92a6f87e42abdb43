import { compareValues } from '@publisher-platform/shared';
import type { ReportRow } from '../api/reports';
import type { MetricId } from './columns';

export type RowOrder = 'asc' | 'desc';

const labelOf = (row: ReportRow) => row.label ?? row.value;

/** By the label as text; unknown (null) values last whichever the order. */
function byLabel<R extends ReportRow>(rows: readonly R[], order: RowOrder): R[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = labelOf(a);
    const y = labelOf(b);
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return compareValues(x, y) * sign;
  });
}

/** Ascending by a metric, ties in the answer's order (a stable sort), unknown values last. */
function ascending<R extends ReportRow>(rows: readonly R[], metric: MetricId): R[] {
  return [...rows].sort((a, b) => {
    const x = a[metric] ?? null;
    const y = b[metric] ?? null;
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return x - y;
  });
}

/**
 * The descending order of an ascending list: its runs of equal values in reverse, each run in
 * the answer's order, unknown values still last. Linear, so both orders cost one sort.
 */
function reversed<R extends ReportRow>(sorted: readonly R[], metric: MetricId): R[] {
  const known = sorted.findIndex((row) => row[metric] === null);
  const end = known === -1 ? sorted.length : known;
  const out: R[] = [];
  for (let to = end; to > 0;) {
    let from = to - 1;
    while (from > 0 && sorted[from - 1]?.[metric] === sorted[to - 1]?.[metric]) from -= 1;
    for (let i = from; i < to; i += 1) out.push(sorted[i] as R);
    to = from;
  }
  for (let i = end; i < sorted.length; i += 1) out.push(sorted[i] as R);
  return out;
}

// Per answer: a column sorted once serves both orders, and going back to an order costs nothing.
const cache = new WeakMap<readonly ReportRow[], Map<string, readonly ReportRow[]>>();

/** The rows in the table's order: by `sort` (a metric or 'label'), unknown values last. */
export function sortRows<R extends ReportRow>(
  rows: readonly R[],
  sort: string,
  order: RowOrder,
): readonly R[] {
  let sorted = cache.get(rows) as Map<string, readonly R[]> | undefined;
  if (!sorted) {
    sorted = new Map();
    cache.set(rows, sorted);
  }
  const key = `${sort}:${order}`;
  const known = sorted.get(key);
  if (known) return known;
  let result: readonly R[];
  if (sort === 'label') result = byLabel(rows, order);
  else {
    const metric = sort as MetricId;
    const asc = sorted.get(`${sort}:asc`) ?? ascending(rows, metric);
    sorted.set(`${sort}:asc`, asc);
    result = order === 'asc' ? asc : reversed(asc, metric);
  }
  sorted.set(key, result);
  return result;
}
