// Mounts a content parcel (reports, finance, support) into the shell's outlet as a single-spa
// parcel. Loading shows a skeleton; a module that fails to load shows the shared fallback with
// Retry (resilientModule), while the frame around it keeps working.
import { memo, useEffect, useRef, useState } from 'react';
import type { AppProps, ParcelConfig } from 'single-spa';
import {
  SkeletonText,
  afterNextPaint,
  importModule,
  resilientModule,
  type ParcelName,
} from '@publisher-platform/shared';

export const ParcelHost = memo(function ParcelHost({
  parcel,
  within,
  mountParcel,
}: {
  parcel: ParcelName;
  /** The paths this instance of the parcel follows (its section of the portal). */
  within: (pathname: string) => boolean;
  mountParcel: AppProps['mountParcel'];
}) {
  const container = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const domElement = container.current;
    if (!domElement) return undefined;
    setLoading(true);
    const specifier = `@publisher-platform/${parcel}`;
    const instance = mountParcel(
      // The proxy lifecycles expect the domElement prop that is passed right here.
      resilientModule(() => importModule(specifier)) as unknown as ParcelConfig,
      { domElement, within },
    );
    instance.mountPromise.then(
      () => setLoading(false),
      (error: unknown) => console.error(`[publisher-platform] ${parcel} failed to mount`, error),
    );
    return () => {
      const unmount = () => (instance.getStatus() === 'MOUNTED' ? instance.unmount() : undefined);
      // The page being left is already out of the document: tearing it down (its effects,
      // charts, subscriptions) waits until the next page has painted.
      afterNextPaint(() => void instance.mountPromise.then(unmount, () => undefined));
    };
  }, [parcel, within, mountParcel]);

  // The skeleton follows the parcel's box and shows only while that box is empty: it is gone in
  // the very frame the parcel first paints (its own skeleton or page), so nothing moves up
  // when the mount is reported a little later.
  return (
    <>
      <div ref={container} data-parcel={parcel} className="pp:peer" />
      {loading && (
        <div className="pp:hidden pp:p-6 pp:peer-empty:block" aria-busy="true">
          <SkeletonText lines={4} />
        </div>
      )}
    </>
  );
});
