// A select mounted on intent (Select, RemoteSelect): until the pointer or the focus reaches it, a
// look-alike trigger holds its place and its heavy part (Radix, its own chunk) is neither
// downloaded nor mounted; then the real one replaces it in one commit and takes over its focus.
import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The look-alike's handlers: the pointer or the focus reaching it announces that the real select
 * is about to be used, and whether it has the focus is kept for the real one to take over.
 */
export const intentHandlers = (onIntent: () => void, focused: RefObject<boolean>) => ({
  onPointerEnter: onIntent,
  onFocus: () => {
    focused.current = true;
    onIntent();
  },
  onBlur: () => {
    focused.current = false;
  },
});

/**
 * Whether a press opens the select at once, as Radix Select's trigger does: the main mouse button
 * without Ctrl (Ctrl+click is a Mac's context menu). Touch and pen open it on click instead, so
 * a scroll that starts on it does not.
 */
export const opensOnPress = (event: { pointerType: string; button: number; ctrlKey: boolean }) =>
  event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey;

/**
 * Which stage the select is in, and whether its look-alike has the focus. A stage changes in a
 * transition: the look-alike (the same element, focus and all) stays until the real select's
 * chunk is in, and then is replaced in one commit.
 */
export function useLookAlikeStage<S>(initial: S) {
  const [stage, setStage] = useState(initial);
  const focused = useRef(false);
  const toStage = (next: (was: S) => S) => startTransition(() => setStage(next));
  return { stage, toStage, focused, takesFocus: () => focused.current };
}

/**
 * The real trigger's ref: it takes the focus on mount when the look-alike it replaces had it, in
 * the commit that replaces it, so no key pressed meanwhile finds the focus gone.
 */
export function useFocusTakeover<T extends HTMLElement>(
  takesFocus: (() => boolean) | undefined,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (takesFocus?.()) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  return ref;
}
