import { memo, useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  YAxis,
} from 'recharts';
import { formatMoney, formatNumber, useT } from '@publisher-platform/shared';
import type { Dashboard } from '../api/dashboard';
import { CHART_HEIGHT, cutLabel } from '../lib/chart';
import { ChartLegend, type LegendItem } from './chart-legend';
import { CategoryAxis } from './category-axis';
import { PlainTick } from './plain-tick';

// Props recharts compares by reference live outside the render: a new object is a store update
// and one more render of the whole chart.
const MARGIN = { top: 8, right: 8, bottom: 8, left: 0 };
const TOOLTIP_STYLE = { background: 'var(--pp-card)', borderColor: 'var(--pp-border)' };
const COLORS = { clicks: 'var(--pp-primary)', conversions: 'var(--pp-success)' } as const;
const REVENUE_COLOR = 'var(--pp-foreground)';
const NO_LINES = () => [];

/**
 * Clicks (bars), conversions and revenue (lines) by day, or by hour for a single day. Drawn at
 * once, without recharts' animation, and without any text measurement (tick intervals are
 * computed, the legend is plain HTML): both re-render the whole chart in the busiest second of a
 * cold load.
 */
export const DashboardChart = memo(function DashboardChart({
  chart,
  symbol,
}: {
  chart: Dashboard['chart'];
  symbol: string;
}) {
  const t = useT();
  // A new array is a new chart for recharts' store: only build it when the data changes.
  const data = useMemo(
    () =>
      chart.points.map((point) => ({
        ...point,
        label: cutLabel(chart.bucket === 'hour' ? point.period.slice(11, 16) : point.period),
      })),
    [chart],
  );
  const names = useMemo(
    () => ({
      clicks: t('reports.kpi.clicks'),
      conversions: t('reports.kpi.conversions'),
      revenue: t('reports.kpi.revenue'),
    }),
    [t],
  );
  const formatters = useMemo(
    () => ({
      money: (value: number) => formatMoney(value, { symbol, decimals: 0 }),
      tooltip: (value: unknown, name: unknown) =>
        name === names.revenue
          ? formatMoney(Number(value), { symbol })
          : formatNumber(Number(value)),
    }),
    [symbol, names],
  );
  const legend = useMemo<LegendItem[]>(
    () => [
      { name: names.clicks, color: COLORS.clicks, shape: 'bar' },
      { name: names.conversions, color: COLORS.conversions, shape: 'line' },
      { name: names.revenue, color: REVENUE_COLOR, shape: 'line' },
    ],
    [names],
  );
  return (
    <figure
      className="pp:m-0 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-3"
      aria-label={t('reports.dashboard.chart')}
      data-slot="dashboard-chart"
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={data} margin={MARGIN}>
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="var(--pp-border)"
            vertical={false}
            verticalCoordinatesGenerator={NO_LINES}
          />
          <CategoryAxis dataKey="label" tick={PlainTick} labels={data} />
          <YAxis yAxisId="count" tick={PlainTick} interval={0} />
          <YAxis
            yAxisId="money"
            orientation="right"
            tick={PlainTick}
            interval={0}
            tickFormatter={formatters.money}
          />
          <Tooltip contentStyle={TOOLTIP_STYLE} formatter={formatters.tooltip} />
          <Bar
            yAxisId="count"
            dataKey="clicks"
            name={names.clicks}
            fill={COLORS.clicks}
            opacity={0.55}
            isAnimationActive={false}
          />
          <Line
            yAxisId="count"
            dataKey="conversions"
            name={names.conversions}
            stroke={COLORS.conversions}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            yAxisId="money"
            dataKey="revenue"
            name={names.revenue}
            stroke={REVENUE_COLOR}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
      <ChartLegend items={legend} />
    </figure>
  );
});
