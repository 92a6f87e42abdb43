import type { ReactElement } from 'react';
import { styledChunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';
import { SkeletonText } from '../skeleton';
import type { DataTableProps } from './types';

export * from './types';
export { useDrawnAnswer } from './use-drawn-answer';

// TanStack Table and Virtual (with the table's markup and styles) load with the first table.
const DataTableImpl = lazyPart(
  styledChunk(() => import('./impl')),
  (m) => m.DataTableImpl,
  (props) => <SkeletonText lines={Math.min(props.state.pageSize, 10)} />,
);

/**
 * A table of rows with a sort cycle that never returns to unsorted, pagination, column menu,
 * phone cards, skeleton, "No data" and error states; its view (page, size, sort) is the parent's
 * state, usually the route's search params.
 */
export function DataTable<Row>(props: DataTableProps<Row>): ReactElement {
  return <DataTableImpl {...(props as DataTableProps<unknown>)} />;
}
