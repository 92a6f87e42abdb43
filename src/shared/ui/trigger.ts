import {
  cloneElement,
  useCallback,
  useEffect,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { getHistory } from '../routing/history';

type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
/** A single element (usually a Button) that opens a dialog, drawer or popover, rendered asChild. */
export type TriggerElement = ReactElement<TriggerProps>;

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

function chain<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

interface UseTriggerOptions {
  open: boolean;
  onClick: () => void;
  /** Starts loading the lazy implementation before the first click. */
  preload: () => void;
  controls?: string | undefined;
  /**
   * Holds the trigger's DOM node (the popover anchors to it). A ref, not a state setter: a state
   * update from a ref callback is a synchronous update in the middle of a commit, which makes
   * React run every pending effect of the page and render again in the same task.
   */
  nodeRef?: RefObject<HTMLElement | null>;
}

// The trigger lives outside the lazily loaded Radix part, so it is interactive (and keeps its DOM
// node and focus) before the implementation chunk arrives.
export function useTrigger(
  trigger: TriggerElement | undefined,
  { open, onClick, preload, controls, nodeRef }: UseTriggerOptions,
): ReactElement | null {
  const theirs = trigger?.props.ref;
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      assignRef(theirs, node);
      if (nodeRef) nodeRef.current = node;
    },
    [theirs, nodeRef],
  );
  if (!trigger) return null;
  const { props } = trigger;
  return cloneElement(trigger, {
    ref: setNode,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? controls : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: chain(props.onClick, onClick),
    onPointerEnter: chain(props.onPointerEnter, preload),
    onFocus: chain(props.onFocus, preload),
  } as TriggerProps);
}

/** Open state, controlled (`open` + `onOpenChange`) or not; the third value says "render the impl". */
export function useOpenState(
  open: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
  defaultOpen = false,
): [boolean, (next: boolean) => void, boolean] {
  const [inner, setInner] = useState(defaultOpen);
  const isOpen = open ?? inner;
  // Keeps the lazy implementation mounted after the first open, so Radix closes it normally.
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setInner(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  useClosedOnLeavingPage(isOpen, setOpen);
  return [isOpen, setOpen, mounted || isOpen];
}

/**
 * An overlay belongs to the page it was opened on: moving to another path (a link in it, the
 * browser's back button) closes it. Overlays are portalled out of the page, and the page itself
 * may stay mounted out of sight (the shell keeps the last few pages).
 */
function useClosedOnLeavingPage(open: boolean, setOpen: (next: boolean) => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const history = getHistory();
    const openedOn = history.location.pathname;
    return history.subscribe(({ location }) => {
      if (location.pathname !== openedOn) setOpen(false);
    });
  }, [open, setOpen]);
}
