import type { ReactNode } from 'react';
import { cn } from '../../cn';
import { Skeleton, SKELETON_PULSE, SkeletonGroup } from '../../skeleton';
import type { DataTableColumn } from '../types';
import {
  CELL_CLASS,
  ROW_CLASS,
  ROW_HEIGHT,
  renderCell,
  type RowsViewProps,
  type ViewRow,
} from './cell';
import { SortHeader } from './sort-header';
import { useFixedRows } from './use-fixed-rows';

// A virtualised list scrolls in a box at most this tall (the `max-h` below).
const boxHeight = () => window.innerHeight * 0.7;

export function TableView<Row>(props: RowsViewProps<Row>) {
  const { table, rowCount, rowAt, columnsById, label, skeletonRows, empty, rowAttributes } = props;
  const { virtual } = props;
  const columns = table.getVisibleLeafColumns();
  const { scrollRef, indexes, before, after, slots } = useFixedRows(
    rowCount,
    virtual && !skeletonRows,
    ROW_HEIGHT,
    boxHeight,
  );
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true" style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    );
  const cellClass = (column: DataTableColumn<Row>) =>
    cn(CELL_CLASS, column.align === 'end' && 'pp:text-end', column.className);

  const renderRow = (row: ViewRow<Row>, index: number) => (
    <tr
      key={slots ? index % slots : row.id}
      data-index={index}
      // One line per row keeps every row at ROW_HEIGHT, the height the virtualiser assumes.
      className={cn(ROW_CLASS, virtual && 'pp:whitespace-nowrap')}
      {...rowAttributes?.(row.original)}
    >
      {columns.map(({ id }) => {
        const column = columnsById.get(id);
        return column ? (
          <td key={id} className={cellClass(column)}>
            {renderCell(column, row.original)}
          </td>
        ) : null;
      })}
    </tr>
  );

  let body: ReactNode;
  if (skeletonRows)
    body = (
      <SkeletonGroup>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <tr
            key={index}
            aria-hidden="true"
            className={cn(ROW_CLASS, SKELETON_PULSE)}
            data-slot="skeleton-row"
          >
            {columns.map((column) => (
              <td key={column.id} className={CELL_CLASS}>
                <Skeleton className="pp:h-4 pp:w-3/4" />
              </td>
            ))}
          </tr>
        ))}
      </SkeletonGroup>
    );
  else if (!rowCount)
    body = (
      <tr>
        <td colSpan={columns.length}>{empty}</td>
      </tr>
    );
  else
    body = (
      <>
        {spacer(before)}
        {indexes.map((index) => {
          const row = rowAt(index);
          return row ? renderRow(row, index) : null;
        })}
        {spacer(after)}
      </>
    );

  return (
    <div
      ref={scrollRef}
      data-slot="data-table-scroll"
      data-virtual={virtual || undefined}
      className={cn('pp:overflow-x-auto', virtual && 'pp:max-h-[70vh] pp:overflow-y-auto')}
    >
      <table
        aria-label={label}
        aria-busy={skeletonRows ? true : undefined}
        className="pp:w-full pp:border-collapse pp:text-sm"
      >
        <thead className={cn(virtual && 'pp:sticky pp:top-0 pp:z-10 pp:bg-card')}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="pp:border-b pp:border-border">
              {group.headers.map((header) => {
                const column = columnsById.get(header.column.id);
                return column ? (
                  <SortHeader key={header.id} header={header} column={column} />
                ) : null;
              })}
            </tr>
          ))}
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
