import type { ReactNode } from 'react';
import type { PageSize, SortOrder } from '../../routing/search-schemas';

export type { PageSize, SortOrder };

/**
 * What a table shows, kept by its parent: usually the route's search validated by `tableSearch`,
 * so a view survives reload and a copied link. `page` counts from 1; `pageSize` is one of
 * PAGE_SIZES; no `sort` keeps the data's own order.
 */
export interface DataTableState {
  page: number;
  pageSize: PageSize;
  sort?: string | undefined;
  order?: SortOrder | undefined;
}

export interface DataTableColumn<Row> {
  id: string;
  /** Plain text: the header, the card label and the entry of the column menu. */
  header: string;
  /** Header text for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
  /** The cell; defaults to the sort value as text. */
  cell?: (row: Row) => ReactNode;
  /** The value the column sorts by (client-side); a column with one is sortable. */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** Sortable by the server (manual mode) without a client-side sort value. */
  sortable?: boolean;
  /** The first click sorts descending (e.g. amounts, dates); the cycle never returns to unsorted. */
  sortDescFirst?: boolean;
  /** Whether the column menu may hide it (default true). */
  hideable?: boolean;
  /** Hidden until the reader shows it in the column menu. */
  defaultHidden?: boolean;
  align?: 'start' | 'end';
  /** Phone cards: `title` heads the card, `actions` sits at its foot, both without a label. */
  card?: 'field' | 'title' | 'actions';
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The rows: all of them (client-side), or one page when `total` is given. */
  data: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  /**
   * The server's total: the table is then server-side (manual): `data` is the current page,
   * already sorted, and a state change is the parent's cue to fetch.
   */
  total?: number | undefined;
  /** Accessible name of the table. */
  label: string;
  loading?: boolean;
  /** Shown with Retry instead of rows (an ApiError shows the server's text). */
  error?: unknown;
  onRetry?: () => void;
  /** Replaces "No data". */
  empty?: ReactNode;
  /** Renders only the visible rows: forced on or off; by default above 100 rows on a page. */
  virtualize?: boolean;
  /** Shows every row on one page without pagination (a long list: virtualised). */
  paginate?: boolean;
  /** Remembers the reader's column choice in local storage under this key. */
  storageKey?: string;
  /** Extra attributes per row (e.g. `data-domain`) on the table row and the phone card. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** Shown next to the column menu (filters, export…). */
  toolbar?: ReactNode;
  className?: string;
}
