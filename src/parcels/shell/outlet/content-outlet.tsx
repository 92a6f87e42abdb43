import { memo, useEffect, useMemo, useRef, useState } from 'react';
import * as TanStackRouter from '@tanstack/react-router';
import type { AppProps } from 'single-spa';
import {
  chunk,
  createRoutedApp,
  isUnder,
  lazyPage,
  matchRoute,
  paths,
  sectionOf,
  usePathname,
  type RouteEntry,
} from '@publisher-platform/shared';
import {
  additionalPageRoute,
  domainsRoute,
  offerRoute,
  offersRoute,
  settingsRoute,
  shellRouteTree,
  smartlinkRoute,
  smartlinksRoute,
} from '../routes';
import { keepSection, withPaths } from './kept-sections';
import { ParcelHost } from './parcel-host';
import { SectionSlot } from './section-slot';

// The shell's pages are attached here, where its router is built, not in the route tree: each
// page imports its route for its typed search, so the tree importing the pages would close a
// cycle. Each page is a chunk of its own (a failed load shows the route's error view with Retry
// inside the content area). The additional page is split off for one more reason: the build
// preloads rich text's sanitiser for every page whose code names RichText, and this chunk names
// it, not the frame's own.
offersRoute.update({ component: lazyPage(chunk(() => import('../features/offers/offers-page'))) });
offerRoute.update({ component: lazyPage(chunk(() => import('../features/offers/offer-page'))) });
smartlinksRoute.update({
  component: lazyPage(chunk(() => import('../features/smartlinks/smartlinks-page'))),
});
smartlinkRoute.update({
  component: lazyPage(chunk(() => import('../features/smartlinks/smartlink-page'))),
});
domainsRoute.update({
  component: lazyPage(chunk(() => import('../features/domains/domains-page'))),
});
settingsRoute.update({
  component: lazyPage(chunk(() => import('../features/settings/settings-page'))),
});
additionalPageRoute.update({
  component: lazyPage(chunk(() => import('../pages/additional-page'))),
});

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
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!leaving) lastShellPath.current = current;
  }, [current, leaving]);

  // The shell's router answers its own pages, and "Not found" for a portal path nobody owns.
  // Memoised: a kept section out of sight must not re-render when the outlet does.
  const ShellRoutes = useMemo(
    () =>
      memo(
        createRoutedApp(TanStackRouter, shellRouteTree, {
          owns: (path) => {
            const owner = matchRoute(routes, path);
            return isUnder(path, paths.root) && (!owner || owner.route.parcel === 'shell');
          },
        }),
      ),
    [routes],
  );

  // Content scrolls to top on each route change, in the next frame: scrolling lays the page out,
  // which inside the commit that mounted a whole screen made that task much longer.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      content.current?.scrollTo?.({ top: 0 });
      window.scrollTo?.({ top: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  // The last few sections stay mounted (see SectionSlot), each with its own router that follows
  // only its section's paths, so one left for another keeps its page as it was.
  const section = sectionOf(routes, pathname);
  const [kept, setKept] = useState(() => keepSection([], [], withPaths(routes, section)));
  if (kept.recency[0] !== section.key)
    setKept(keepSection(kept.kept, kept.recency, withPaths(routes, section)));

  return (
    // Not <main>: the widget sits inside the host page, which owns the main landmark.
    <div ref={content} data-slot="content" className="pp:min-w-0 pp:flex-1 pp:overflow-auto">
      {kept.kept.map((entry) => (
        <SectionSlot key={entry.key} section={entry.key} shown={entry.key === section.key}>
          {entry.parcel === 'shell' || entry.parcel === 'auth' ? (
            <ShellRoutes within={entry.within} />
          ) : (
            <ParcelHost parcel={entry.parcel} within={entry.within} mountParcel={mountParcel} />
          )}
        </SectionSlot>
      ))}
    </div>
  );
}
