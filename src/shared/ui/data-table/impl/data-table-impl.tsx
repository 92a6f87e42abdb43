import { useMemo, type ReactNode } from 'react';
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useT } from '../../../i18n';
import { cn } from '../../cn';
import { EmptyState } from '../../empty-state';
import { ErrorState } from '../../error-state';
import type { DataTableProps, DataTableState } from '../types';
import { CardSort } from './card-sort';
import { CardView } from './card-view';
import { ColumnMenu } from './column-menu';
import type { ViewRow } from './cell';
import { fromSorting, toColumnDefs, toSorting } from './columns';
import { VIRTUALIZE_ABOVE } from '../limits';
import { clampPage, pageCount } from './pages';
import { Pagination } from './pagination';
import { TableView } from './table-view';
import { useColumnVisibility } from './use-column-visibility';
import { usePhone } from './use-phone';

const NO_ROWS: never[] = [];

/** The table itself; `DataTableImpl` decides when the rows it is given are drawn. */
export function TableContent<Row>(props: DataTableProps<Row>) {
  const { columns, data, state, onStateChange, total, loading = false, error } = props;
  const { paginate = true, rowAttributes, label } = props;
  const t = useT();
  const phone = usePhone();
  const manual = total !== undefined;
  const [visibility, setVisibility] = useColumnVisibility(columns, props.storageKey);
  const defs = useMemo(() => toColumnDefs(columns), [columns]);
  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const rows = (data ?? NO_ROWS) as Row[];
  const count = manual ? total : rows.length;
  const pageSize = paginate ? state.pageSize : Math.max(count, 1);
  const pages = pageCount(count, pageSize);
  const page = clampPage(state.page, pages);
  // Stable between renders: TanStack recomputes its sorted rows whenever this array changes.
  const { sort, order } = state;
  const sorting = useMemo(() => toSorting(columns, sort, order), [columns, sort, order]);
  const change = (next: Partial<DataTableState>) => onStateChange({ ...state, ...next });

  // A server-sorted (manual) page is rendered as given, and a row object is made only for a row
  // that is rendered: 10,000 rows do not cost 10,000 objects on every sort.
  const { getRowId } = props;
  const table = useReactTable<Row>({
    data: manual ? NO_ROWS : rows,
    columns: defs,
    getRowId,
    state: { sorting, columnVisibility: visibility, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      change({ page: 1, sort: undefined, order: undefined, ...fromSorting(next) });
    },
    getCoreRowModel: getCoreRowModel(),
    ...(manual ? {} : { getSortedRowModel: getSortedRowModel() }),
    ...(manual || !paginate ? {} : { getPaginationRowModel: getPaginationRowModel() }),
    manualSorting: manual,
    manualPagination: manual || !paginate,
    // The page is the parent's state (the URL): TanStack must not reset it on its own.
    autoResetPageIndex: false,
    rowCount: count,
    // Sort cycle: ascend, descend, ascend again (desc first where a column says so).
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
  });

  const skeletonRows = loading ? Math.min(pageSize, 10) : 0;
  const empty = props.empty ?? <EmptyState />;
  const modelRows = manual ? undefined : table.getRowModel().rows;
  const rowCount = modelRows ? modelRows.length : rows.length;
  const rowAt = (index: number): ViewRow<Row> | undefined => {
    if (modelRows) return modelRows[index];
    const original = rows[index];
    return original === undefined ? undefined : { id: getRowId(original), original };
  };
  const virtual = props.virtualize ?? rowCount > VIRTUALIZE_ABOVE;
  const view = {
    table,
    rowCount,
    rowAt,
    columnsById,
    label,
    skeletonRows,
    empty,
    rowAttributes,
    virtual,
  };
  const visibleColumns = columns.filter((column) => visibility[column.id]);

  let body: ReactNode;
  if (error) body = <ErrorState error={error} onRetry={props.onRetry} />;
  else body = phone ? <CardView {...view} /> : <TableView {...view} />;

  return (
    <div data-slot="data-table" className={cn('pp:flex pp:flex-col pp:gap-3', props.className)}>
      {loading && (
        <span role="status" className="pp:sr-only">
          {t('shared.loading')}
        </span>
      )}
      <div className="pp:flex pp:flex-wrap pp:items-center pp:justify-end pp:gap-2 pp:empty:hidden">
        {phone && (
          <CardSort
            columns={visibleColumns}
            state={state}
            order={sorting[0] ? (sorting[0].desc ? 'desc' : 'asc') : undefined}
            onSort={(sort, order) => change({ page: 1, sort, order })}
          />
        )}
        {props.toolbar}
        <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
      </div>
      {body}
      {paginate && !error && (
        <Pagination
          page={page}
          pages={pages}
          pageSize={pageSize}
          total={count}
          onPage={(next) => change({ page: next })}
          onPageSize={(next) => change({ page: 1, pageSize: next })}
        />
      )}
    </div>
  );
}
