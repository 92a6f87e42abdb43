import { useEffect, useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorState,
  formatDateTime,
  formatNumber,
  Skeleton,
  useT,
} from '@publisher-platform/shared';
import { useCompetitions, type CompetitionStanding } from '../api/reports';

type Entry = CompetitionStanding['leaderboard'][number];
type State = 'upcoming' | 'live' | 'ended';

/** The state by the reader's clock: a countdown turns live at the start without a reload. */
const stateAt = (c: CompetitionStanding, now: number): State =>
  now < Date.parse(c.startDate) ? 'upcoming' : now > Date.parse(c.endDate) ? 'ended' : 'live';

/** The competition to show: the running one, else the next, else the last that ended. */
export function pickCompetition(items: readonly CompetitionStanding[], now: number) {
  return (
    items.find((c) => stateAt(c, now) === 'live') ??
    items
      .filter((c) => stateAt(c, now) === 'upcoming')
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ??
    [...items].sort((a, b) => b.endDate.localeCompare(a.endDate))[0]
  );
}

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function CompetitionsPanel() {
  const t = useT();
  const competitions = useCompetitions();
  const now = useNow();
  if (competitions.isError)
    return <ErrorState error={competitions.error} onRetry={() => void competitions.refetch()} />;
  if (!competitions.data) return <Skeleton className="pp:h-40 pp:w-full" />;
  const competition = pickCompetition(competitions.data, now);
  if (!competition) return <EmptyState />;
  const state = stateAt(competition, now);
  return (
    <section
      className="pp:flex pp:flex-col pp:gap-4"
      data-competition={state}
      aria-labelledby="competition-title"
    >
      <div className="pp:flex pp:flex-col pp:gap-1">
        <h2 id="competition-title" className="pp:m-0 pp:text-lg pp:font-semibold">
          {competition.title}
        </h2>
        <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">
          {formatDateTime(competition.startDate)} – {formatDateTime(competition.endDate)}
        </p>
      </div>
      {state === 'upcoming' && <Countdown to={Date.parse(competition.startDate)} now={now} />}
      {state === 'ended' && (
        <p className="pp:m-0 pp:text-base pp:font-medium">{t('reports.competition.ended')}</p>
      )}
      {state === 'live' && <Standing competition={competition} />}
    </section>
  );
}

function Countdown({ to, now }: { to: number; now: number }) {
  const t = useT();
  const left = Math.max(0, to - now);
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return (
    <p className="pp:m-0" data-slot="countdown">
      {t('reports.competition.startsIn', { days, hours, minutes, seconds })}
    </p>
  );
}

function Standing({ competition }: { competition: CompetitionStanding }) {
  const t = useT();
  const columns: DataTableColumn<Entry>[] = [
    {
      id: 'position',
      header: t('reports.competition.position'),
      cell: (e) => formatNumber(e.position),
    },
    {
      id: 'participant',
      header: t('reports.competition.participant'),
      card: 'title',
      cell: (e) =>
        e.you ? (
          <strong>{t('reports.competition.you', { name: e.participant })}</strong>
        ) : (
          e.participant
        ),
    },
    {
      id: 'points',
      header: t('reports.competition.points'),
      align: 'end',
      cell: (e) => formatNumber(e.points),
    },
  ];
  return (
    <>
      <dl className="pp:m-0 pp:grid pp:grid-cols-1 pp:gap-3 pp:sm:grid-cols-3">
        {(
          [
            [
              'position',
              `${formatNumber(competition.position)} / ${formatNumber(competition.participants)}`,
            ],
            ['points', formatNumber(competition.points)],
            ['toAdvance', formatNumber(competition.pointsToAdvance)],
          ] as const
        ).map(([id, value]) => (
          <div
            key={id}
            data-standing={id}
            className="pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4"
          >
            <dt className="pp:text-sm pp:text-muted-foreground">
              {t(`reports.competition.${id}`)}
            </dt>
            <dd className="pp:m-0 pp:text-xl pp:font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        label={t('reports.competition.leaderboard')}
        columns={columns}
        data={competition.leaderboard}
        getRowId={(e) => String(e.position)}
        state={{ page: 1, pageSize: 100 }}
        onStateChange={() => undefined}
        paginate={false}
      />
    </>
  );
}
