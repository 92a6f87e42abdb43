import type { ReactNode } from 'react';
import type { Table } from '@tanstack/react-table';
import type { DataTableColumn } from '../types';

export function renderCell<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  const value = column.sortValue?.(row);
  return value === null || value === undefined ? '' : String(value);
}

/** Real and skeleton rows share this height, so nothing moves when the data arrives. */
export const ROW_CLASS = 'pp:h-12 pp:border-b pp:border-border';
export const ROW_HEIGHT = 48;
export const CELL_CLASS = 'pp:px-3 pp:py-1.5 pp:align-middle';

export type RowAttributes<Row> = ((row: Row) => Record<`data-${string}`, string>) | undefined;

/** A row to render: its id and data (TanStack's rows have both). */
export interface ViewRow<Row> {
  id: string;
  original: Row;
}

/** What the table view and the phone card view both render from. */
export interface RowsViewProps<Row> {
  /** Columns, headers and sorting; the rows to render are `rows`. */
  table: Table<Row>;
  rowCount: number;
  /** The row at an index of the list; built on demand, so only rendered rows cost anything. */
  rowAt: (index: number) => ViewRow<Row> | undefined;
  columnsById: ReadonlyMap<string, DataTableColumn<Row>>;
  label: string;
  /** Skeleton rows to show instead of the data (0: not loading). */
  skeletonRows: number;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  rowAttributes: RowAttributes<Row>;
  virtual: boolean;
}
