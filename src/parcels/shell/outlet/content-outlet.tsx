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
  const current = usePathname();
  const currentMatch = matchRoute(routes, current);
  // A public path (log out, login) means single-spa is about to unmount the shell, content parcel
  // included: the outlet keeps what it shows instead of unmounting that parcel itself first
  // (which made single-spa's own unmount of it fail).
  const lastShellPath = useRef(current);
  const leaving = currentMatch?.route.public === true;
  const pathname = leaving ? lastShellPath.current : current;
  const match = leaving ? matchRoute(routes, pathname) : currentMatch;
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!leaving) lastShellPath.current = current;
  }, [current, leaving]);

  // Spec §2: content scrolls to top on each route change.
  useEffect(() => {
    content.current?.scrollTo?.({ top: 0 });
    window.scrollTo?.({ top: 0 });
  }, [pathname]);

  let page;
  if (!match || match.route.public) page = <NotFoundPage />;
  else if (match.route.parcel === 'shell') page = <ShellPage match={match} pathname={pathname} />;
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
