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
  const main = useRef<HTMLElement>(null);

  // Spec §2: content scrolls to top on each route change.
  useEffect(() => {
    main.current?.scrollTo?.({ top: 0 });
    window.scrollTo?.({ top: 0 });
  }, [pathname]);

  let content;
  if (!match || match.route.public) content = <NotFoundPage />;
  else if (match.route.parcel === 'shell') content = <ShellPage match={match} />;
  else
    content = (
      <ParcelHost key={match.route.parcel} parcel={match.route.parcel} mountParcel={mountParcel} />
    );

  return (
    <main ref={main} data-slot="content" className="pp:min-w-0 pp:flex-1 pp:overflow-auto">
      {content}
    </main>
  );
}
