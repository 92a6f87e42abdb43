import { compareValues } from '@publisher-platform/shared';
import type { ReportRow } from '../api/reports';
import type { MetricId } from './columns';

export type RowOrder = 'asc' | 'desc';

const labelOf = (row: ReportRow) => row.label ?? row.value;

/** By the label as text, ties in the answer's order (a stable sort), unknown labels last. */
function byLabel<R extends ReportRow>(rows: readonly R[], order: RowOrder): R[] {
  const labels: (string | null)[] = [];
  const known: number[] = [];
  const unknown: R[] = [];
  rows.forEach((row, i) => {
    const label = labelOf(row);
    labels.push(label);
    if (label === null) unknown.push(row);
    else known.push(i);
  });
  const sign = order === 'asc' ? 1 : -1;
  known.sort((a, b) => compareValues(labels[a], labels[b]) * sign);
  return known.map((i) => rows[i] as R).concat(unknown);
}

/**
 * Both orders by a metric, ties in the answer's order, unknown values last: the distinct values
 * sorted natively (no comparator), each followed by its rows in the answer's order. A comparator
 * sort of 10,000 rows costs several times more, and would be paid again for the other order.
 */
function byMetric<R extends ReportRow>(rows: readonly R[], metric: MetricId): [R[], R[]] {
  const groups = new Map<number, R[]>();
  const values = new Float64Array(rows.length);
  const unknown: R[] = [];
  let distinct = 0;
  for (const row of rows) {
    const value = row[metric];
    if (value === null || value === undefined) {
      unknown.push(row);
      continue;
    }
    const group = groups.get(value);
    if (group) group.push(row);
    else {
      groups.set(value, [row]);
      values[distinct++] = value;
    }
  }
  const sorted = values.subarray(0, distinct).sort();
  const ascending: R[] = [];
  const descending: R[] = [];
  for (let i = 0; i < distinct; i += 1) {
    for (const row of groups.get(sorted[i] as number) ?? []) ascending.push(row);
    for (const row of groups.get(sorted[distinct - 1 - i] as number) ?? []) descending.push(row);
  }
  for (const row of unknown) {
    ascending.push(row);
    descending.push(row);
  }
  return [ascending, descending];
}

// Per answer: each order is sorted once, and going back to an order costs nothing.
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
  const cacheKey = `${sort}:${order}`;
  const known = sorted.get(cacheKey);
  if (known) return known;
  if (sort === 'label') {
    const result = byLabel(rows, order);
    sorted.set(cacheKey, result);
    return result;
  }
  const [ascending, descending] = byMetric(rows, sort as MetricId);
  sorted.set(`${sort}:asc`, ascending);
  sorted.set(`${sort}:desc`, descending);
  return order === 'asc' ? ascending : descending;
}
