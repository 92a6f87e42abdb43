/** The rows a page shows, counted from 1 ("start-end of total"); 0-0 when there are none. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { start: 0, end: 0 };
  const start = (page - 1) * pageSize + 1;
  return { start, end: Math.min(total, page * pageSize) };
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** A page number that exists (an old link may name a page beyond the last one). */
export const clampPage = (page: number, count: number): number =>
  Math.min(Math.max(1, Math.floor(page) || 1), count);

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Page buttons: the first, the last and two around the current one, with gaps between
 * (1 … 4 5 6 … 20); seven or fewer pages show them all.
 */
export function pageItems(page: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  let from = Math.max(2, Math.min(page - 1, count - 4));
  let to = Math.min(count - 1, Math.max(page + 1, 5));
  // A gap never hides a single page: that page is shown instead.
  if (from === 3) from = 2;
  if (to === count - 2) to = count - 1;
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap-start');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < count - 1) items.push('gap-end');
  items.push(count);
  return items;
}
