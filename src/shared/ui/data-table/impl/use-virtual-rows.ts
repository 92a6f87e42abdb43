import { useRef, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualRows {
  /** The scroll container (a box of bounded height while virtualised). */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Indexes of the rows to render. */
  indexes: number[];
  /** Space above and below the rendered rows, so the scrollbar matches the whole list. */
  before: number;
  after: number;
  measure: ((node: Element | null) => void) | undefined;
  /**
   * Rows of one height only: more than ever rendered at once. A row is keyed by its index modulo
   * this, so its element is reused by whatever row takes its place: a sort rewrites the text of
   * the rendered rows instead of building them anew.
   */
  slots?: number | undefined;
}

/** Every row rendered, nothing virtualised. */
export function allRows(scrollRef: VirtualRows['scrollRef'], count: number): VirtualRows {
  return {
    scrollRef,
    indexes: Array.from({ length: count }, (_, i) => i),
    before: 0,
    after: 0,
    measure: undefined,
  };
}

/**
 * Renders only the rows near the visible part of the list. Rows of varying height (phone cards)
 * are measured once rendered; rows of one known height use `useFixedRows`.
 */
export function useVirtualRows(count: number, rowHeight: number): VirtualRows {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Before the first measurement (and in tests) assume a viewport-sized box.
    initialRect: { width: 0, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  return {
    scrollRef,
    indexes: items.map((item) => item.index),
    before: items[0]?.start ?? 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
    measure: virtualizer.measureElement,
  };
}
