import { useEffect, useRef } from 'react';

/**
 * Focus for the element that replaced what the publisher acted on (a button that is gone): a
 * keyboard goes on from the new view, not from the top of the page.
 */
export function useFocusOnMount<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
