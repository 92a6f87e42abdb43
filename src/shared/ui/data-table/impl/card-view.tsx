import { useRef } from 'react';
import { cn } from '../../cn';
import { Skeleton, SKELETON_PULSE, SkeletonGroup } from '../../skeleton';
import type { DataTableColumn } from '../types';
import { renderCell, type RowsViewProps } from './cell';
import { allRows, useVirtualRows, type VirtualRows } from './use-virtual-rows';

const CARD_CLASS =
  'pp:flex pp:flex-col pp:gap-2 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-3 pp:text-sm';

/** Phone width: every row is a card of label/value pairs, headed by its title and actions. */
export function CardView<Row>(props: RowsViewProps<Row>) {
  const { table, rowCount, columnsById, skeletonRows, empty } = props;
  const columns = table
    .getVisibleLeafColumns()
    .flatMap((c) => (columnsById.get(c.id) ? [columnsById.get(c.id)!] : []));
  const part = (kind: DataTableColumn<Row>['card']) =>
    columns.filter((c) => (c.card ?? 'field') === kind);
  const parts: CardParts<Row> = {
    titles: part('title'),
    fields: part('field'),
    actions: part('actions'),
  };

  if (skeletonRows)
    return (
      <ul
        aria-hidden="true"
        className={cn('pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-3 pp:p-0', SKELETON_PULSE)}
      >
        <SkeletonGroup>
          {Array.from({ length: skeletonRows }, (_, index) => (
            <li key={index} className={CARD_CLASS} data-slot="skeleton-card">
              <Skeleton className="pp:h-5 pp:w-1/2" />
              {parts.fields.map((column) => (
                <Skeleton key={column.id} className="pp:h-4 pp:w-3/4" />
              ))}
            </li>
          ))}
        </SkeletonGroup>
      </ul>
    );
  if (!rowCount) return <>{empty}</>;
  // Only a virtualised list has a virtualiser: creating one costs a short list's first render
  // more than its cards do.
  return props.virtual ? (
    <VirtualCards {...props} parts={parts} />
  ) : (
    <AllCards {...props} parts={parts} />
  );
}

interface CardParts<Row> {
  titles: DataTableColumn<Row>[];
  fields: DataTableColumn<Row>[];
  actions: DataTableColumn<Row>[];
}
type CardsProps<Row> = RowsViewProps<Row> & { parts: CardParts<Row> };

function AllCards<Row>(props: CardsProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return <CardList {...props} rows={allRows(scrollRef, props.rowCount)} />;
}

function VirtualCards<Row>(props: CardsProps<Row>) {
  return <CardList {...props} rows={useVirtualRows(props.rowCount, 120)} />;
}

function CardList<Row>(props: CardsProps<Row> & { rows: VirtualRows }) {
  const { rowAt, label, rowAttributes, virtual, parts } = props;
  const { scrollRef, indexes, before, after, measure } = props.rows;
  const { titles, fields, actions } = parts;
  return (
    <div ref={scrollRef} className={cn(virtual && 'pp:max-h-[80vh] pp:overflow-y-auto')}>
      <ul
        aria-label={label}
        data-slot="data-table-cards"
        className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-3 pp:p-0"
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {indexes.map((index) => {
          const row = rowAt(index);
          if (!row) return null;
          return (
            <li
              key={row.id}
              ref={measure}
              data-index={index}
              data-slot="data-table-card"
              className={CARD_CLASS}
              {...rowAttributes?.(row.original)}
            >
              <div className="pp:flex pp:items-start pp:justify-between pp:gap-2">
                <div className="pp:flex pp:min-w-0 pp:flex-col pp:gap-1 pp:pt-1.5 pp:font-medium pp:wrap-break-word">
                  {titles.map((column) => (
                    <div key={column.id}>{renderCell(column, row.original)}</div>
                  ))}
                </div>
                {actions.map((column) => (
                  <div key={column.id} className="pp:-me-1.5 pp:-mt-0.5 pp:shrink-0">
                    {renderCell(column, row.original)}
                  </div>
                ))}
              </div>
              {fields.length > 0 && (
                <dl className="pp:m-0 pp:grid pp:grid-cols-[minmax(0,auto)_minmax(0,1fr)] pp:gap-x-3 pp:gap-y-1">
                  {fields.map((column) => (
                    <div key={column.id} className="pp:contents">
                      <dt className="pp:text-muted-foreground">{column.header}</dt>
                      <dd className="pp:m-0 pp:min-w-0 pp:wrap-break-word">
                        {renderCell(column, row.original)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
