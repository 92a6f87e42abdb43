import { AppLink, paths, useSession, useT } from '@publisher-platform/shared';
import { useLiveCompetition } from '../features/competitions/api/live-competition';
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

/** A 22 px banner while a competition runs. */
export function CompetitionBanner() {
  const t = useT();
  const session = useSession();
  const live = useLiveCompetition(Boolean(session?.showCompetitions));
  const competition = live.isError ? null : live.data;
  if (!session?.showCompetitions || !competition) return null;
  return (
    <div
      data-slot="competition-banner"
      className="pp:flex pp:h-competition-banner pp:items-center pp:justify-center pp:gap-1 pp:overflow-hidden pp:bg-primary pp:px-4 pp:text-xs pp:whitespace-nowrap pp:text-primary-foreground"
    >
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
