import { Fragment } from 'react';
import {
  Skeleton,
  SKELETON_PULSE,
  SkeletonGroup,
  cn,
  formatConversionRate,
  formatMoney,
  formatNumber,
  useSession,
  useT,
} from '@publisher-platform/shared';
import type { DashboardKpi } from '../api/dashboard';

interface Card {
  id: string;
  value: string;
  /** Change against the previous period, as a fraction; null when there is nothing to compare. */
  change: number | null;
}

const change = (now: number | null, before: number | null) =>
  now === null || before === null || before === 0 ? null : (now - before) / before;

/** The KPIs of the range, each with its change against the period of the same length before. */
export function KpiCards({
  kpi,
  previous,
  impressions,
}: {
  kpi: DashboardKpi | undefined;
  previous: DashboardKpi | undefined;
  impressions: { now: number; before: number } | undefined;
}) {
  const t = useT();
  const symbol = useSession()?.currency.symbol ?? '$';
  const cards: Card[] | null =
    kpi && previous
      ? [
          {
            id: 'clicks',
            value: formatNumber(kpi.clicks),
            change: change(kpi.clicks, previous.clicks),
          },
          {
            id: 'conversions',
            value: formatNumber(kpi.conversions),
            change: change(kpi.conversions, previous.conversions),
          },
          {
            id: 'cr',
            value: formatConversionRate(kpi.conversions, kpi.clicks),
            change: change(kpi.cr, previous.cr),
          },
          {
            id: 'revenue',
            value: formatMoney(kpi.revenue, { symbol }),
            change: change(kpi.revenue, previous.revenue),
          },
          {
            id: 'epc',
            value: formatMoney(kpi.epc, { symbol, decimals: 4 }),
            change: change(kpi.epc, previous.epc),
          },
        ]
      : null;
  const all =
    cards && impressions
      ? [
          ...cards,
          {
            id: 'impressions',
            value: formatNumber(impressions.now),
            change: change(impressions.now, impressions.before),
          },
        ]
      : cards;
  return (
    <ul
      aria-label={t('reports.dashboard.kpis')}
      className="pp:m-0 pp:grid pp:list-none pp:grid-cols-2 pp:gap-3 pp:p-0 pp:md:grid-cols-3 pp:xl:grid-cols-6"
    >
      {(all ?? Array.from({ length: 6 }, (_, i) => ({ id: `s${i}`, value: '', change: null }))).map(
        (card) => (
          <li
            key={card.id}
            data-kpi={all ? card.id : undefined}
            className="pp:flex pp:flex-col pp:gap-1 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:px-3 pp:py-4 pp:sm:px-4"
          >
            {all ? (
              <>
                <span className="pp:text-sm pp:text-muted-foreground">
                  {t(`reports.kpi.${card.id}`)}
                </span>
                <span
                  data-slot="kpi-value"
                  className="pp:text-base pp:leading-7 pp:font-semibold pp:break-words pp:sm:text-lg"
                >
                  <Unbroken text={card.value} />
                </span>
                <Change value={card.change} />
              </>
            ) : (
              <span className={cn('pp:flex pp:flex-col pp:gap-1', SKELETON_PULSE)}>
                <SkeletonGroup>
                  <Skeleton className="pp:h-4 pp:w-20" />
                  <Skeleton className="pp:h-7 pp:w-28" />
                </SkeletonGroup>
              </span>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * A figure that may wrap only between its groups ("1 : 48" and "(2.08 %)"), never inside one:
 * a narrow card otherwise leaves "%" alone on a line.
 */
function Unbroken({ text }: { text: string }) {
  const groups = text.split(/ (?=\()/);
  // The space between groups stays outside them: a space inside a nowrap group cannot break.
  return groups.map((group, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span className="pp:whitespace-nowrap">{group}</span>
    </Fragment>
  ));
}

function Change({ value }: { value: number | null }) {
  const t = useT();
  if (value === null)
    return <span className="pp:text-xs pp:text-muted-foreground">{t('reports.kpi.noChange')}</span>;
  const percent = formatNumber(Math.abs(value) * 100, 1);
  return (
    <span
      className={cn(
        'pp:text-xs pp:font-medium',
        value >= 0 ? 'pp:text-success' : 'pp:text-destructive',
      )}
    >
      {t(value >= 0 ? 'reports.kpi.up' : 'reports.kpi.down', { percent })}
    </span>
  );
}
