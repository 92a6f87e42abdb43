// RemoteSelect's combobox (own lazy chunk, see index.tsx): the trigger opens a Radix
// Popover holding a search box and the listbox; the search box keeps the focus and points at the
// highlighted option (aria-activedescendant), so arrows, Enter and Escape work while typing.
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ensureStylesheet } from '../../dom/stylesheets';
import { getPortalContainer } from '../../dom/widget-root';
import { useT } from '../../i18n';
import { INPUT_CLASS } from '../input';
import { useFocusTakeover } from '../look-alike';
import type { SelectTriggerAria } from '../select/types';
import { isSearchKey } from './plain-remote-select-trigger';
import { optionId, RemoteOptionList } from './remote-option-list';
import { RemoteSelectTrigger } from './remote-select-trigger';
import { selectionText, type Selection } from './selection';
import type { RemoteOption, RemoteSelectProps } from './types';
import { useRemoteOptions } from './use-remote-options';
import stylesheet from './styles.css?stylesheet';

const selectedValues = (selection: Selection): ReadonlySet<string> =>
  new Set(
    selection.multiple
      ? selection.value.map((option) => option.value)
      : selection.value
        ? [selection.value.value]
        : [],
  );

export const loadStyles = (): Promise<void> => ensureStylesheet(stylesheet);

interface MountedBy {
  field: SelectTriggerAria;
  /** Mounted by an opening of the look-alike trigger, with what was typed on it. */
  opening?: { typed: string } | undefined;
  /** Whether the look-alike trigger this replaces had the focus, which passes to this one. */
  takesFocus?: () => boolean;
}

export function RemoteSelectImpl({
  opening,
  takesFocus,
  ...props
}: RemoteSelectProps<unknown> & MountedBy) {
  const t = useT();
  const [open, setOpen] = useState(opening !== undefined);
  // Nothing is asked from the API before the select is first focused or opened.
  const [active, setActive] = useState(opening !== undefined);
  const [typed, setTyped] = useState(opening?.typed ?? '');
  const triggerRef = useFocusTakeover<HTMLButtonElement>(takesFocus);
  // React may commit the look-alike's updates in more than one pass (each transition can get a
  // lane of its own): an opening, or characters typed on it, can arrive after this mounted.
  const openingTyped = opening?.typed;
  const [takenIn, setTakenIn] = useState(openingTyped);
  if (openingTyped !== undefined && openingTyped !== takenIn) {
    setTakenIn(openingTyped);
    if (openingTyped.startsWith(typed)) setTyped(openingTyped);
    setActive(true);
    setOpen(true);
  }
  const [highlighted, setHighlighted] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { options, loading, loadMore } = useRemoteOptions(props.source, typed, {
    active,
    cutHash: props.cutHash ?? false,
  });
  const current = Math.min(highlighted, options.length - 1);
  const selected = selectedValues(props);
  const text = selectionText(props, t);

  useEffect(() => {
    if (open && current >= 0)
      document.getElementById(optionId(listId, current))?.scrollIntoView({ block: 'nearest' });
  }, [open, current, listId]);

  const openWith = (next: boolean) => {
    if (next) setActive(true);
    setOpen(next);
  };
  const choose = (option: RemoteOption) => {
    if (!props.multiple) {
      props.onValueChange(option);
      setOpen(false);
    } else if (selected.has(option.value))
      props.onValueChange(props.value.filter((item) => item.value !== option.value));
    else props.onValueChange([...props.value, option]);
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(to, options.length - 1));
    setHighlighted(next);
    if (next >= options.length - 1) loadMore();
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 }[event.key];
    if (step !== undefined) move(current + step);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(options.length - 1);
    else if (event.key === 'Enter') {
      const option = options[current];
      if (option) choose(option);
    } else return;
    event.preventDefault();
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Typing on the closed select starts the search with that character; keys that reach the
    // trigger after it opened, before the search box took the focus, add up.
    if (isSearchKey(event)) {
      const key = event.key;
      setTyped((was) => (open ? was + key : key));
      setHighlighted(0);
    } else if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openWith(true);
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={openWith}>
      <PopoverPrimitive.Trigger asChild>
        <RemoteSelectTrigger
          ref={triggerRef}
          {...props.field}
          disabled={props.disabled}
          aria-controls={open ? listId : undefined}
          aria-haspopup="listbox"
          text={text ?? props.placeholder ?? t('shared.select.placeholder')}
          placeholder={!text}
          onFocus={() => setActive(true)}
          onKeyDown={onTriggerKeyDown}
        />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal container={getPortalContainer()}>
        <PopoverPrimitive.Content
          data-slot="remote-select-content"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const input = searchRef.current;
            input?.focus();
            input?.setSelectionRange(input.value.length, input.value.length);
          }}
          className="pp:z-50 pp:flex pp:w-(--radix-popover-trigger-width) pp:min-w-56 pp:max-w-(--radix-popover-content-available-width) pp:flex-col pp:gap-1 pp:rounded-md pp:border pp:border-border pp:bg-popover pp:text-popover-foreground pp:shadow-md pp:outline-none"
        >
          <div className="pp:border-b pp:border-border pp:p-1">
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={current >= 0 ? optionId(listId, current) : undefined}
              aria-label={t('shared.remoteSelect.search')}
              placeholder={t('shared.remoteSelect.search')}
              autoComplete="off"
              data-slot="remote-select-search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setHighlighted(0);
              }}
              onKeyDown={onSearchKeyDown}
              className={INPUT_CLASS}
            />
          </div>
          <RemoteOptionList
            id={listId}
            options={options}
            selected={selected}
            highlighted={current}
            multiple={props.multiple ?? false}
            loading={loading}
            label={
              props['aria-label'] ?? (typeof props.label === 'string' ? props.label : undefined)
            }
            onHighlight={setHighlighted}
            onChoose={choose}
            onEnd={loadMore}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
