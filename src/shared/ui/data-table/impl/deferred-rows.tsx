import { memo, useDeferredValue, type ReactElement } from 'react';
import type { DataTableProps } from '../types';
import { VIRTUALIZE_ABOVE } from '../limits';
import { TableContent } from './data-table-impl';

const Content = memo(TableContent) as typeof TableContent;
/** What a table mounted with its rows shows first: its skeleton (`undefined` would not count). */
const NOT_YET = Symbol('rows not drawn yet');

/**
 * Rows for a table of up to a hundred rows (a query answering, or a page mounting with its data)
 * are drawn in a background render that yields to the browser every few milliseconds, instead of
 * in one long task with everything else the update renders; meanwhile the table keeps what it
 * showed, or its skeleton, never a "No data" flash. A larger, virtualised table is drawn at once:
 * it renders only the visible rows anyway, and a second render would cost it more than the
 * slicing saves. On that background render only this wrapper runs again for a large table, as the
 * memoised content receives the same props.
 */
export function DataTableImpl<Row>(props: DataTableProps<Row>): ReactElement {
  const deferred = useDeferredValue<DataTableProps<Row>['data'] | typeof NOT_YET>(
    props.data,
    NOT_YET,
  );
  const large = props.virtualize ?? (props.data?.length ?? 0) > VIRTUALIZE_ABOVE;
  const data = large ? props.data : deferred === NOT_YET ? undefined : deferred;
  const loading = (props.loading ?? false) || (data === undefined && props.data !== undefined);
  return <Content {...props} data={data} loading={loading} />;
}
