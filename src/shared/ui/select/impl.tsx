// Radix Select implementation (own chunk), see index.tsx.
import { useState } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { getPortalContainer } from '../../dom/widget-root';
import { useT } from '../../i18n';
import { cn } from '../cn';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../icons';
import { useFocusTakeover } from '../look-alike';
import { SELECT_TRIGGER_CLASS } from './trigger';
import type { SelectProps, SelectTriggerAria } from './types';

const SCROLL_BUTTON = 'pp:flex pp:h-6 pp:cursor-default pp:items-center pp:justify-center';

export function SelectImpl({
  options,
  value,
  defaultValue,
  onValueChange,
  onOpenChange,
  placeholder,
  disabled,
  required,
  name,
  triggerClassName,
  triggerAria,
  defaultOpen = false,
  takesFocus,
}: SelectProps & {
  triggerAria: SelectTriggerAria;
  /** Mounted by an opening (see index.tsx). */
  defaultOpen?: boolean;
  /** Whether the look-alike trigger this replaces had the focus, which passes to this one. */
  takesFocus?: () => boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useFocusTakeover<HTMLButtonElement>(takesFocus);
  const [picked, setPicked] = useState(defaultValue);
  const current = value ?? picked;
  // A closed Radix Select still renders every item (to know the chosen one's text): hundreds of
  // components for a timezone list, on every page that shows one. Closed, it renders none and
  // the trigger shows the chosen label itself. A native form field (`name`) needs the items.
  const itemsShown = open || name !== undefined;
  const chosen = options.find((option) => option.value === current);
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setPicked(next);
        onValueChange?.(next);
      }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      disabled={disabled}
      required={required}
      name={name}
    >
      <SelectPrimitive.Trigger
        ref={trigger}
        data-slot="select-trigger"
        className={cn(SELECT_TRIGGER_CLASS, triggerClassName)}
        {...triggerAria}
      >
        {/* Radix renders the value in a span of its own without a class: the wrapper cuts a
            long label with an ellipsis inside the trigger instead of letting it spill out. */}
        <span className="pp:truncate">
          <SelectPrimitive.Value placeholder={placeholder ?? t('shared.select.placeholder')}>
            {chosen?.label}
          </SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDownIcon className="pp:opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={getPortalContainer()}>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className="pp:relative pp:z-50 pp:max-h-(--radix-select-content-available-height) pp:min-w-(--radix-select-trigger-width) pp:overflow-hidden pp:rounded-md pp:border pp:border-border pp:bg-popover pp:text-popover-foreground pp:shadow-md"
        >
          <SelectPrimitive.ScrollUpButton className={SCROLL_BUTTON}>
            <ChevronUpIcon />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="pp:p-1">
            {options.length === 0 && (
              <div className="pp:px-2 pp:py-1.5 pp:text-sm pp:text-muted-foreground">
                {t('shared.noData')}
              </div>
            )}
            {itemsShown &&
              options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  data-slot="select-item"
                  className="pp:relative pp:flex pp:w-full pp:cursor-pointer pp:select-none pp:items-center pp:rounded-sm pp:py-1.5 pp:ps-2 pp:pe-8 pp:text-sm pp:outline-none pp:data-highlighted:bg-accent pp:data-highlighted:text-accent-foreground pp:data-disabled:pointer-events-none pp:data-disabled:opacity-50"
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <span className="pp:absolute pp:end-2 pp:flex pp:size-4 pp:items-center pp:justify-center">
                    <SelectPrimitive.ItemIndicator>
                      <CheckIcon />
                    </SelectPrimitive.ItemIndicator>
                  </span>
                </SelectPrimitive.Item>
              ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className={SCROLL_BUTTON}>
            <ChevronDownIcon />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
