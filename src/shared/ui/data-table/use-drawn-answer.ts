import { useDeferredValue } from 'react';
import { VIRTUALIZE_ABOVE } from './limits';

export interface DrawnAnswer<T> {
  /** What the table shows now: the answer, or until it is drawn the one before (or nothing). */
  shown: T | undefined;
  /** An answer is in but the table has nothing to show yet: keep its skeleton, not "No data". */
  drawing: boolean;
}

/**
 * A query's answer for a table. It arrives in a synchronous render (a store update), which cannot
 * yield to the browser: up to a page of rows is drawn instead in a background render that can,
 * and the table keeps what it showed until then. A larger (virtualised) answer is drawn at once,
 * as only its visible rows render and a second pass would cost it more than the slicing saves.
 */
export function useDrawnAnswer<T>(answer: T | undefined, rowCount: (answer: T) => number) {
  const deferred = useDeferredValue(answer);
  const large = answer !== undefined && rowCount(answer) > VIRTUALIZE_ABOVE;
  const shown = large ? answer : deferred;
  return { shown, drawing: shown === undefined && answer !== undefined } satisfies DrawnAnswer<T>;
}
