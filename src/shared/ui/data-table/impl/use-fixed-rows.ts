import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { allRows, type VirtualRows } from './use-virtual-rows';

/**
 * Rows rendered beyond each edge of the visible part, so a quick scroll shows no gap. A scroll
 * renders its rows in the same frame (below), so a few are enough; each one more costs every
 * re-sort and scroll its layout and paint.
 */
const OVERSCAN = 4;

interface Range {
  start: number;
  end: number;
}

const rangeOf = (top: number, height: number, count: number, rowHeight: number): Range => ({
  start: Math.max(0, Math.min(count, Math.floor(top / rowHeight)) - OVERSCAN),
  end: Math.min(count, Math.ceil((top + height) / rowHeight) + OVERSCAN),
});

/**
 * `useVirtualRows` for rows of one known height: the rows to render follow from the scroll
 * position alone, so nothing is measured and no per-row offsets are kept. A general virtualiser
 * builds an entry for every row whenever the count changes and reads the box's size while React
 * commits (a forced layout), which for 10,000 rows costs more than rendering the visible ones.
 * Until the box reports its size it is taken as `initialHeight` px tall.
 */
export function useFixedRows(
  count: number,
  enabled: boolean,
  rowHeight: number,
  initialHeight: () => number,
): VirtualRows {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState(() => ({ top: 0, height: initialHeight() }));
  const countRef = useRef(count);
  countRef.current = count;
  useEffect(() => {
    const box = scrollRef.current;
    if (!enabled || !box) return;
    // Called after layout (scroll, resize): reading the box's size forces nothing.
    const update = (sync: boolean) => {
      const next = { top: box.scrollTop, height: box.clientHeight };
      const rows = (v: typeof next) => rangeOf(v.top, v.height, countRef.current, rowHeight);
      // A scroll within the rows already rendered renders nothing.
      const apply = () =>
        setView((seen) => {
          const [was, is] = [rows(seen), rows(next)];
          return was.start === is.start && was.end === is.end ? seen : next;
        });
      // A scrolled list is painted with its new rows in the same frame, never blank first.
      if (sync) flushSync(apply);
      else apply();
    };
    const onScroll = () => update(true);
    const observer = new ResizeObserver(() => update(false));
    observer.observe(box);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', onScroll);
    };
  }, [enabled, rowHeight]);

  if (!enabled) return allRows(scrollRef, count);
  const { start, end } = rangeOf(view.top, view.height, count, rowHeight);
  return {
    scrollRef,
    indexes: Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i),
    before: start * rowHeight,
    after: Math.max(0, count - end) * rowHeight,
    measure: undefined,
    // The longest window `rangeOf` gives for this height, plus one.
    slots: Math.ceil(view.height / rowHeight) + 2 * OVERSCAN + 2,
  };
}
