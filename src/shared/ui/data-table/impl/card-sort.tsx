import { useT } from '../../../i18n';
import { Button } from '../../button';
import { Select } from '../../select';
import type { DataTableColumn, DataTableState } from '../types';
import { isSortable } from './columns';
import { ArrowDownIcon, ArrowUpIcon } from './icons';

export interface CardSortProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  state: DataTableState;
  /** The sort column's resolved order (its first direction when the URL names none). */
  order: 'asc' | 'desc' | undefined;
  onSort: (sort: string, order: 'asc' | 'desc') => void;
}

/** Cards have no headers to click: the same sort as a select and an order toggle. */
export function CardSort<Row>({ columns, state, order, onSort }: CardSortProps<Row>) {
  const t = useT();
  const sortable = columns.filter(isSortable);
  if (!sortable.length) return null;
  const current = sortable.find((column) => column.id === state.sort);
  // At least 12rem wide: next to a page's own tools it takes a line of its own rather than
  // shrinking to its first letter.
  return (
    <div
      data-slot="card-sort"
      className="pp:flex pp:min-w-0 pp:grow pp:basis-48 pp:items-center pp:gap-2"
    >
      <Select
        aria-label={t('shared.table.sortBy')}
        placeholder={t('shared.table.sortBy')}
        value={current?.id ?? ''}
        options={sortable.map((column) => ({ value: column.id, label: column.header }))}
        onValueChange={(id) => {
          const column = sortable.find((c) => c.id === id);
          if (column) onSort(column.id, column.sortDescFirst ? 'desc' : 'asc');
        }}
        className="pp:min-w-0 pp:flex-1"
        triggerClassName="pp:whitespace-nowrap"
      />
      {current && order && (
        <Button
          variant="outline"
          size="icon"
          aria-label={t(`shared.table.order.${order}`)}
          onClick={() => onSort(current.id, order === 'asc' ? 'desc' : 'asc')}
        >
          {order === 'asc' ? <ArrowUpIcon /> : <ArrowDownIcon />}
        </Button>
      )}
    </div>
  );
}
