import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button } from '../button';
import { Drawer } from '../drawer';
import { createIcon } from '../icons';
import { countActiveFilters } from './count-filters';

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

const FilterIcon = createIcon('filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />);

/** A "Filters" button with the active filter count that opens the filters in a drawer. */
export function FiltersDrawer<V extends FilterValues>({
  value,
  onApply,
  emptyValue,
  count = countActiveFilters(value),
  canApply,
  children,
  className,
}: FiltersDrawerProps<V>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const formId = useId();
  const onOpenChange = (next: boolean) => {
    // Every opening starts from the applied filters: an unapplied draft is gone.
    if (next) setDraft(value);
    setOpen(next);
  };
  const apply = (next: V) => {
    onApply(next);
    setOpen(false);
  };
  const footer = (
    <>
      {/* Reset clears every filter at once; phones have no room for it (clear fields there). */}
      <div className="pp:hidden pp:md:block">
        <Button variant="outline" className="pp:w-full" onClick={() => apply(emptyValue)}>
          {t('shared.filters.reset')}
        </Button>
      </div>
      <Button type="submit" form={formId} className="pp:w-full pp:md:w-auto">
        {t('shared.filters.apply')}
      </Button>
    </>
  );
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('shared.filters.title')}
      footer={footer}
      trigger={
        <Button
          variant="outline"
          data-slot="filters-button"
          aria-label={count ? t('shared.filters.withCount', { count }) : undefined}
          className={className}
        >
          <FilterIcon />
          {t('shared.filters.title')}
          {/* A space before the count: the visible "Filters 1" is then part of the name "Filters
              (1)" (label in name), and the button's gap draws the same. */}
          {count > 0 && ' '}
          {count > 0 && (
            <span
              data-slot="filters-count"
              className="pp:inline-flex pp:min-w-5 pp:items-center pp:justify-center pp:rounded-full pp:bg-primary pp:px-1.5 pp:text-xs pp:text-primary-foreground"
            >
              {count}
            </span>
          )}
        </Button>
      }
    >
      <form
        id={formId}
        noValidate
        className="pp:flex pp:flex-col pp:gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canApply || canApply(draft)) apply(draft);
          else event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        }}
      >
        {children(draft, (patch) => setDraft((current) => ({ ...current, ...patch })))}
      </form>
    </Drawer>
  );
}
