// One kept section in the content outlet. A section that is not shown stays mounted but out of
// sight: `content-visibility: hidden` skips its style, layout and paint, keeps it out of focus,
// find-in-page and the accessibility tree (aria-hidden says so to tools that do not know the
// property), and keeps its layout, so showing it again costs a few milliseconds. Not display:
// none, which drops the layout, nor visibility: hidden or inert, which each make showing it again
// restyle the whole page (about 50 ms on a slow phone).
import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '@publisher-platform/shared';

export function SectionSlot({
  section,
  shown,
  children,
}: {
  section: string;
  shown: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const hiddenAt = useRef<number | null>(null);

  // A section shown again refreshes what went stale while it was away, as a fresh visit would;
  // what someone refreshed meanwhile (the frame's polling) is left alone.
  useEffect(() => {
    if (!shown) {
      hiddenAt.current = Date.now();
      return undefined;
    }
    const since = hiddenAt.current;
    hiddenAt.current = null;
    if (since === null) return undefined;
    return afterNextPaint(
      () =>
        void queryClient.refetchQueries({
          type: 'active',
          stale: true,
          predicate: (query) => query.state.dataUpdatedAt < since,
        }),
    );
  }, [shown, queryClient]);

  return (
    <div
      data-slot="section"
      data-section={section}
      aria-hidden={shown ? undefined : true}
      className={shown ? undefined : 'pp:[content-visibility:hidden]'}
    >
      {children}
    </div>
  );
}
