import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface RenderWhenNearProps {
  children: ReactNode;
  /** Stands in until the place comes near the viewport: give it the size of the children. */
  placeholder: ReactNode;
  /** How close to the viewport counts as near (CSS margin). */
  margin?: string;
}

/**
 * Renders its children once their place comes within `margin` of the viewport, and keeps them
 * from then on. For heavy parts below the fold on a phone (a chart), so the first screen does
 * not wait for them; where they are in view at once, they render right after the first paint.
 */
export function RenderWhenNear({ children, placeholder, margin = '64px' }: RenderWhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return children;
  return (
    <div ref={place} data-slot="render-when-near">
      {placeholder}
    </div>
  );
}
