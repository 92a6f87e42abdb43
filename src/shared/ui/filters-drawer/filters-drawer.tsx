import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button } from '../button';
import { chunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';

export type FilterValues = Record<string, unknown>;

export interface FiltersDrawerProps<V extends FilterValues> {
  /** The applied filters (usually the page's URL search). */
  value: V;
  onApply: (value: V) => void;
  /** The filters when none is set: what Reset applies. */
  emptyValue: V;
  /** Active filters shown on the button; by default the fields of `value` that hold something. */
  count?: number;
  /** False while the draft holds a value that cannot be applied: Apply then keeps the drawer
   *  open and moves the focus to the first field marked invalid (its message says why). */
  canApply?: (draft: V) => boolean;
  /** The fields, editing a draft that is applied only with Apply (closing discards it). */
  children: (draft: V, change: (patch: Partial<V>) => void) => ReactNode;
  className?: string;
}

function FiltersButtonLookAlike({ className }: { className?: string | undefined }) {
  const t = useT();
  return (
    <Button variant="outline" disabled className={className}>
      {t('shared.filters.title')}
    </Button>
  );
}

const FiltersDrawerImpl = lazyPart(
  chunk(() => import('./filters-drawer-impl')),
  (m) => m.FiltersDrawerImpl,
  FiltersButtonLookAlike,
);

/** A "Filters" button with the active filter count that opens the filters in a drawer. */
export function FiltersDrawer<V extends FilterValues>(props: FiltersDrawerProps<V>) {
  return <FiltersDrawerImpl {...(props as unknown as FiltersDrawerProps<FilterValues>)} />;
}
