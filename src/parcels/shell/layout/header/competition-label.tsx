import { AppLink, buildPath, cn, paths, useSession, useT } from '@publisher-platform/shared';
import { useLiveCompetition } from '../../features/competitions/api/live-competition';
import { TrophyIcon } from '../../ui/icons';
import { HEADER_TEXT_CLASS } from './styles';

export const COMPETITIONS_HREF = buildPath(paths.reports, {}, { tab: 'competitions' });

/** The live-competition label: shown while one runs, it leads to the competitions report. */
export function CompetitionLabel({ className }: { className?: string }) {
  const t = useT();
  const session = useSession();
  const live = useLiveCompetition(Boolean(session?.showCompetitionsLabel));
  const competition = live.isError ? null : live.data;
  if (!session?.showCompetitionsLabel || !competition) return null;
  return (
    <AppLink
      href={COMPETITIONS_HREF}
      data-slot="competition-label"
      title={competition.title}
      className={cn(HEADER_TEXT_CLASS, 'pp:border pp:border-border', className)}
    >
      <span
        aria-hidden="true"
        className="pp:size-2 pp:animate-pulse pp:rounded-full pp:bg-success"
      />
      <TrophyIcon className="pp:text-muted-foreground" />
      <span>{t('shell.header.competition')}</span>
    </AppLink>
  );
}
