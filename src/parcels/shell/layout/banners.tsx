import { useEffect } from 'react';
import { AppLink, paths, useSession, useT } from '@publisher-platform/shared';
import type { Competition } from '../features/competitions/api/live-competition';
import { COMPETITIONS_HREF } from './header/competition-label';

/** Demo accounts (statusNew) get a 34 px banner inviting them to activate. */
export function DemoBanner() {
  const t = useT();
  const session = useSession();
  if (!session?.statusNew) return null;
  return (
    <div
      role="status"
      data-slot="demo-banner"
      className="pp:flex pp:min-h-demo-banner pp:items-center pp:justify-center pp:bg-accent pp:px-4 pp:py-1 pp:text-center pp:text-sm pp:text-accent-foreground"
    >
      <p>
        {t('shell.demo.text')}{' '}
        <AppLink href={paths.support} className="pp:font-semibold pp:text-accent-foreground">
          {t('shell.demo.link')}
        </AppLink>
      </p>
    </div>
  );
}

// Whether the last answer had a competition running: while the next answer loads, the banner's
// place is kept, so the page does not move down when it arrives.
const LIVE_SEEN_KEY = 'publisher-platform:competition-live';

function rememberLive(live: boolean): void {
  try {
    if (live) localStorage.setItem(LIVE_SEEN_KEY, '1');
    else localStorage.removeItem(LIVE_SEEN_KEY);
  } catch {
    // Without storage the banner may push the page down once: nothing else depends on it.
  }
}

function wasLive(): boolean {
  try {
    return localStorage.getItem(LIVE_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

const BANNER_CLASS =
  'pp:flex pp:h-competition-banner pp:items-center pp:justify-center pp:gap-1 pp:overflow-hidden pp:bg-primary pp:px-4 pp:text-xs pp:whitespace-nowrap pp:text-primary-foreground';

export interface CompetitionBannerProps {
  /** The profile's flag; undefined until the profile has answered. */
  showCompetitions: boolean | undefined;
  /** The frame's own query of the live competition. */
  live: { data?: Competition | null | undefined; isPending: boolean; isError: boolean };
}

/**
 * A 22 px banner while a competition runs. It is drawn from the frame's own profile and
 * competition results (not a query and the session of its own), so it appears in the commit
 * that makes the frame visible, never one task later over a page already shown.
 */
export function CompetitionBanner({ showCompetitions, live }: CompetitionBannerProps) {
  const t = useT();
  const competition = live.isError ? null : live.data;
  const known = showCompetitions !== undefined;
  useEffect(() => {
    if (!live.isPending) rememberLive(Boolean(competition));
  }, [live.isPending, competition]);
  // Until the profile and the answer are known, the place is kept if the banner was there.
  if (known && !showCompetitions) return null;
  if ((!known || live.isPending) && wasLive())
    return <div aria-hidden="true" data-slot="competition-banner" className={BANNER_CLASS} />;
  if (!known || !competition) return null;
  return (
    <div data-slot="competition-banner" className={BANNER_CLASS}>
      <span className="pp:truncate">
        {t('shell.competition.banner', { title: competition.title })}
      </span>
      <AppLink
        href={COMPETITIONS_HREF}
        className="pp:shrink-0 pp:font-semibold pp:text-primary-foreground"
      >
        {t('shell.competition.link')}
      </AppLink>
    </div>
  );
}
