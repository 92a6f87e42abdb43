// Collections come in the shapes the network's API uses: JSON-LD/Hydra (`hydra:member`,
// `hydra:totalItems`, `hydra:itemsPerPage`), the paginator's `items` with `totalCount` and
// `numItemsPerPage`, or a plain array. Every list reads them through one unwrap.
export interface Collection<T> {
  items: T[];
  /** The number of items on every page together (the item count when the answer omits it). */
  total: number;
  /** null when the answer does not say (e.g. a plain array). */
  itemsPerPage: number | null;
}

type Body = Record<string, unknown>;

const count = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
};

export function toCollection<T>(answer: unknown): Collection<T> {
  if (Array.isArray(answer))
    return { items: answer as T[], total: answer.length, itemsPerPage: null };
  const body: Body = typeof answer === 'object' && answer !== null ? (answer as Body) : {};
  const members = body['hydra:member'] ?? body.member ?? body.items;
  const items = (Array.isArray(members) ? members : []) as T[];
  return {
    items,
    total: count(body['hydra:totalItems'] ?? body.totalItems ?? body.totalCount) ?? items.length,
    itemsPerPage: count(body['hydra:itemsPerPage'] ?? body.itemsPerPage ?? body.numItemsPerPage),
  };
}
