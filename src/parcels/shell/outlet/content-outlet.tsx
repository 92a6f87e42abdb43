import { useEffect, useRef } from 'react';
import type { AppProps } from 'single-spa';
import { matchRoute, usePathname, type RouteEntry } from '@publisher-platform/shared';
import { NotFoundPage } from '../pages/not-found-page';
import { ShellPage } from '../pages/shell-page';
import { ParcelHost } from './parcel-host';

export function ContentOutlet({
  routes,
  mountParcel,
}: {
  routes: readonly RouteEntry[];
  mountParcel: AppProps['mountParcel'];
}) {
  const pathname = usePathname();
  const match = matchRoute(routes, pathname);
  const content = useRef<HTMLDivElement>(null);

  // Spec §2: content scrolls to top on each route change.
  useEffect(() => {
    content.current?.scrollTo?.({ top: 0 });
    window.scrollTo?.({ top: 0 });
  }, [pathname]);

  let page;
  if (!match || match.route.public) page = <NotFoundPage />;
  else if (match.route.parcel === 'shell') page = <ShellPage match={match} />;
  else
    page = (
      <ParcelHost key={match.route.parcel} parcel={match.route.parcel} mountParcel={mountParcel} />
    );

  return (
    // Not <main>: the widget sits inside the host page, which owns the main landmark.
    <div ref={content} data-slot="content" className="pp:min-w-0 pp:flex-1 pp:overflow-auto">
      {page}
    </div>
  );
}
