import type { Header } from '@tanstack/react-table';
import { FOCUS_RING } from '../../focus-ring';
import { cn } from '../../cn';
import type { DataTableColumn } from '../types';
import { CELL_CLASS } from './cell';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from './icons';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one is a button (keyboard-operable) and carries aria-sort. */
export function SortHeader<Row>({
  header,
  column,
}: {
  header: Header<Row, unknown>;
  column: DataTableColumn<Row>;
}) {
  const canSort = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
      data-column={column.id}
      className={cn(
        CELL_CLASS,
        'pp:py-2 pp:font-medium pp:text-muted-foreground',
        column.align === 'end' ? 'pp:text-end' : 'pp:text-start',
      )}
    >
      {column.hideHeader ? (
        <span className="pp:sr-only">{column.header}</span>
      ) : canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className={cn(
            'pp:-mx-1 pp:inline-flex pp:cursor-pointer pp:items-center pp:gap-1 pp:rounded pp:px-1 pp:font-medium pp:hover:text-foreground',
            sorted && 'pp:text-foreground',
            FOCUS_RING,
          )}
        >
          {column.header}
          <Icon className={cn('pp:size-3.5', !sorted && 'pp:opacity-50')} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}
