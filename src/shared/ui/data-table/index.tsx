import { lazy, Suspense, type ReactElement } from 'react';
import { SkeletonText } from '../skeleton';
import type * as Impl from './impl/data-table';
import type { DataTableProps } from './types';

export * from './types';
export { useDrawnAnswer, type DrawnAnswer } from './use-drawn-answer';

// TanStack Table and Virtual (with the table's markup and styles) load with the first table.
let loading: Promise<typeof Impl> | null = null;
const loadImpl = () => {
  loading ??= import('./impl/data-table').then((m) => m.stylesheetReady.then(() => m));
  loading.catch(() => (loading = null));
  return loading;
};
const DataTableImpl = lazy(() => loadImpl().then((m) => ({ default: m.DataTableImpl })));

/**
 * A table of rows with the spec's sort cycle, pagination, column menu, phone cards, skeleton,
 * "No data" and error states; its view (page, size, sort) is the parent's state, usually the
 * route's search params.
 */
export function DataTable<Row>(props: DataTableProps<Row>): ReactElement {
  return (
    <Suspense fallback={<SkeletonText lines={Math.min(props.state.pageSize, 10)} />}>
      <DataTableImpl {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
