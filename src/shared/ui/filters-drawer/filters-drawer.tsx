import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button } from '../button';
import { createIcon } from '../icons';
import { countActiveFilters } from './count-filters';

const FiltersDrawerImpl = lazy(() =>
  import('./filters-drawer-impl').then((m) => ({ default: m.FiltersDrawerImpl })),
);

export const FilterIcon = createIcon('filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />);

export type FilterValues = Record<string, unknown>;

export interface FiltersDrawerProps<V extends FilterValues> {
  /** The applied filters (usually the page's URL search). */
  value: V;
  onApply: (value: V) => void;
  /** The filters when none is set: what Reset applies. */
  emptyValue: V;
  /** Active filters shown on the button; by default the fields of `value` that hold something. */
  count?: number;
  /** The fields, editing a draft that is applied only with Apply (closing discards it). */
  children: (draft: V, change: (patch: Partial<V>) => void) => ReactNode;
  className?: string;
}

export interface FiltersButtonTextProps {
  count: number;
}

/** "Filters" and its count badge; the accessible name says "Filters (2)". */
export function FiltersButtonLabel({ count }: FiltersButtonTextProps) {
  const t = useT();
  return (
    <>
      {t('shared.filters.title')}
      {count > 0 && (
        <span
          data-slot="filters-count"
          className="pp:inline-flex pp:min-w-5 pp:items-center pp:justify-center pp:rounded-full pp:bg-primary pp:px-1.5 pp:text-xs pp:text-primary-foreground"
        >
          {count}
        </span>
      )}
    </>
  );
}

/** A "Filters" button with the active filter count that opens the filters in a drawer. */
export function FiltersDrawer<V extends FilterValues>(props: FiltersDrawerProps<V>) {
  const t = useT();
  const count = props.count ?? countActiveFilters(props.value);
  const fallback = (
    <Button
      variant="outline"
      disabled
      aria-label={count ? t('shared.filters.withCount', { count }) : undefined}
      className={props.className}
    >
      <FilterIcon />
      <FiltersButtonLabel count={count} />
    </Button>
  );
  return (
    <Suspense fallback={fallback}>
      <FiltersDrawerImpl
        {...(props as unknown as FiltersDrawerProps<FilterValues>)}
        count={count}
      />
    </Suspense>
  );
}
