// Mounts a content parcel (reports, finance, support) into the shell's outlet as a single-spa
// parcel. Loading shows a skeleton; a module that fails to load shows the shared fallback with
// Retry (resilientModule), while the frame around it keeps working.
import { useEffect, useRef, useState } from 'react';
import type { AppProps, ParcelConfig } from 'single-spa';
import {
  SkeletonText,
  importModule,
  resilientModule,
  type ParcelName,
} from '@publisher-platform/shared';

export function ParcelHost({
  parcel,
  mountParcel,
}: {
  parcel: ParcelName;
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
      resilientModule((attempt) => importModule(specifier, attempt)) as unknown as ParcelConfig,
      { domElement },
    );
    instance.mountPromise.then(
      () => setLoading(false),
      (error: unknown) => console.error(`[publisher-platform] ${parcel} failed to mount`, error),
    );
    return () => {
      const unmount = () => (instance.getStatus() === 'MOUNTED' ? instance.unmount() : undefined);
      void instance.mountPromise.then(unmount, () => undefined);
    };
  }, [parcel, mountParcel]);

  return (
    <>
      {loading && (
        <div className="pp:p-6" aria-busy="true">
          <SkeletonText lines={4} />
        </div>
      )}
      <div ref={container} data-parcel={parcel} />
    </>
  );
}
