import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppProps } from 'single-spa';
import {
  clearSession,
  cn,
  getConfig,
  isFeatureOn,
  usePathname,
  type RouteEntry,
} from '@publisher-platform/shared';
import { useLiveCompetition } from './features/competitions/api/live-competition';
import {
  currentPublisherKeys,
  useCurrentPublisher,
} from './features/profile/api/current-publisher';
import { injectCustomScript } from './features/profile/lib/custom-script';
import { CompetitionBanner, DemoBanner, type CompetitionBannerProps } from './layout/banners';
import { Footer } from './layout/footer';
import { AccountActions } from './layout/header/account-actions';
import { Header } from './layout/header/header';
import { Sidebar } from './layout/sidebar';
import { SlideOverMenu } from './layout/slide-over-menu';
import { useSidebarState } from './layout/use-sidebar-state';
import { ProfileProblem } from './layout/profile-problem';
import { MEDIA, useMediaQuery } from './lib/use-media-query';
import { ContentOutlet } from './outlet/content-outlet';

// The parts of the frame that do not follow the path skip the re-render of each navigation, so
// moving between pages renders only the sidebar's links and the content.
const FrameHeader = memo(Header);
const FrameFooter = memo(Footer);
const FrameBanners = memo(function FrameBanners(props: CompetitionBannerProps) {
  return (
    <>
      <DemoBanner />
      <CompetitionBanner {...props} />
    </>
  );
});

export interface ShellProps {
  routes: readonly RouteEntry[];
  mountParcel: AppProps['mountParcel'];
}

/** The authenticated frame: mounted once, it never re-mounts while the publisher moves around. */
export function ShellApp({ routes, mountParcel }: ShellProps) {
  const pathname = usePathname();
  const profile = useCurrentPublisher();
  const publisher = profile.data;
  // Asked for together with the profile (not after it) because it decides the banner above the
  // header: the frame stays invisible until both have answered once (a failure too, so a broken
  // API shows the frame and its errors at once), so it never jumps down.
  // A network without competitions is not asked for one (nor waited for).
  const competitions = isFeatureOn('competitions');
  const competition = useLiveCompetition(competitions);
  const answered = (query: { isPending: boolean; failureCount: number }) =>
    !query.isPending || query.failureCount > 0;
  const settled = answered(profile) && (!competitions || answered(competition));
  const desktop = useMediaQuery(MEDIA.lg);
  const wide = useMediaQuery(MEDIA.md);
  const sidebar = useSidebarState();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const menu = useMemo(
    () => (desktop ? null : { open: menuOpen, onOpen: openMenu, controls: menuId }),
    [desktop, menuOpen, openMenu, menuId],
  );
  const customJs = publisher?.customer.customJs;
  const queryClient = useQueryClient();

  // Leaving the portal (log out) forgets the publisher: the next one starts from a fresh profile.
  useEffect(
    () => () => {
      clearSession();
      queryClient.removeQueries({ queryKey: currentPublisherKeys.all });
    },
    [queryClient],
  );

  // The network's script runs once the profile is there.
  useEffect(() => {
    if (customJs) void injectCustomScript(customJs, getConfig().scriptNonce);
  }, [customJs]);
  // The slide-over closes when the window grows past it (the kit's drawer closes itself when the
  // publisher goes somewhere).
  useEffect(() => setMenuOpen(false), [desktop]);

  return (
    <div
      data-slot="shell"
      aria-busy={!settled}
      className={cn(
        'pp:flex pp:min-h-screen pp:flex-col pp:bg-background pp:text-foreground',
        !settled && 'pp:invisible',
      )}
    >
      <FrameBanners
        // A profile that failed shows no competition banner (nor keeps a place for one).
        showCompetitions={publisher?.showCompetitions ?? (profile.isError ? false : undefined)}
        live={competition}
      />
      <FrameHeader menu={menu} withAccountActions={wide} />
      <ProfileProblem
        error={publisher ? null : profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
      <div className="pp:flex pp:flex-1">
        {desktop ? (
          <Sidebar
            pathname={pathname}
            collapsed={sidebar.collapsed}
            onToggleCollapsed={sidebar.toggle}
          />
        ) : (
          <SlideOverMenu
            id={menuId}
            pathname={pathname}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            footer={wide ? null : <AccountActions layout="menu" />}
          />
        )}
        <div className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col">
          <ContentOutlet routes={routes} mountParcel={mountParcel} />
          <FrameFooter />
        </div>
      </div>
    </div>
  );
}
