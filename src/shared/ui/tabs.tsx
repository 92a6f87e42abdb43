// Tabs after the WAI-ARIA tabs pattern: a tablist of tabs with a roving tabindex (Tab enters the
// list at the selected tab, arrows/Home/End move and select), and one tabpanel for the selected
// tab. Controlled, so a page binds `value` to its route's `tab` search param: the tab lives in
// the URL, survives reload and can be linked to.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

export interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** The tablist's accessible name. */
  label: string;
  /** The selected tab's panel. */
  children?: ReactNode;
  className?: string;
}

const TAB =
  'pp:cursor-pointer pp:whitespace-nowrap pp:border-b-2 pp:px-3 pp:py-2 pp:text-sm pp:font-medium pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-background';

// A strip wider than the screen scrolls sideways (swipe, trackpad, the arrow keys move the
// selected tab into view) but draws no scrollbar: a scrollbar's arrows read as controls of their
// own. The line under the tabs is an inset shadow, not a border the selected tab overlaps with a
// negative margin: that overlap made the strip overflow by a pixel downwards, which scrolled.
const TAB_LIST =
  'pp:flex pp:overflow-x-auto pp:overflow-y-hidden pp:[scrollbar-width:none] pp:[&::-webkit-scrollbar]:hidden pp:shadow-[inset_0_-1px_0_var(--pp-border)]';

export function Tabs<V extends string>({
  items,
  value,
  onValueChange,
  label,
  children,
  className,
}: TabsProps<V>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: V) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next ?? 0]?.focus();
  };

  return (
    <div data-slot="tabs" className={cn('pp:flex pp:flex-col pp:gap-4', className)}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        data-slot="tabs-list"
        onKeyDown={onKeyDown}
        className={TAB_LIST}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              data-slot="tab"
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => onValueChange(item.value)}
              className={cn(
                TAB,
                selected
                  ? 'pp:border-primary pp:text-foreground'
                  : 'pp:border-transparent pp:text-muted-foreground pp:hover:text-foreground',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        data-slot="tab-panel"
        className="pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring"
      >
        {children}
      </div>
    </div>
  );
}
