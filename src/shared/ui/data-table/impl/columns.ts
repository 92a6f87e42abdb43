import type { ColumnDef, SortingFn, SortingState } from '@tanstack/react-table';
import { compareValues } from '../../../format/compare';
import type { DataTableColumn, DataTableState, SortOrder } from '../types';

export const isSortable = <Row>(column: DataTableColumn<Row>): boolean =>
  Boolean(column.sortValue) || Boolean(column.sortable);

const compare: SortingFn<unknown> = (a, b, id) => compareValues(a.getValue(id), b.getValue(id));

export function toColumnDefs<Row>(columns: readonly DataTableColumn<Row>[]): ColumnDef<Row>[] {
  return columns.map((column) => ({
    id: column.id,
    // Without an accessor TanStack never sorts a column, even a server-sorted one.
    accessorFn: (row: Row) => column.sortValue?.(row) ?? null,
    enableSorting: isSortable(column),
    enableHiding: column.hideable !== false,
    sortDescFirst: Boolean(column.sortDescFirst),
    sortingFn: compare as SortingFn<Row>,
  }));
}

/** The URL's sort as TanStack's sorting state; an unknown column or order falls back sensibly. */
export function toSorting<Row>(
  columns: readonly DataTableColumn<Row>[],
  sort: string | undefined,
  order: SortOrder | undefined,
): SortingState {
  const column = columns.find((c) => c.id === sort && isSortable(c));
  if (!column) return [];
  const resolved: SortOrder = order ?? (column.sortDescFirst ? 'desc' : 'asc');
  return [{ id: column.id, desc: resolved === 'desc' }];
}

export function fromSorting(sorting: SortingState): Pick<DataTableState, 'sort' | 'order'> {
  const first = sorting[0];
  return first ? { sort: first.id, order: first.desc ? 'desc' : 'asc' } : {};
}
