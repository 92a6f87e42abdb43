import { useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatNumber, useT } from '@publisher-platform/shared';
import type { Dashboard } from '../api/dashboard';
import { CHART_HEIGHT, cutLabel } from '../lib/chart';

/**
 * Clicks (bars), conversions and revenue (lines) by day, or by hour for a single day. Drawn at
 * once, without recharts' animation: that re-renders the chart on every frame for a second, in the
 * busiest second of a cold load.
 */
export function DashboardChart({ chart, symbol }: { chart: Dashboard['chart']; symbol: string }) {
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
  return (
    <figure
      className="pp:m-0 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-3"
      aria-label={t('reports.dashboard.chart')}
      data-slot="dashboard-chart"
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--pp-border)" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--pp-muted-foreground)' }} />
          <YAxis yAxisId="count" tick={{ fontSize: 12, fill: 'var(--pp-muted-foreground)' }} />
          <YAxis
            yAxisId="money"
            orientation="right"
            tick={{ fontSize: 12, fill: 'var(--pp-muted-foreground)' }}
            tickFormatter={(value: number) => formatMoney(value, { symbol, decimals: 0 })}
          />
          <Tooltip
            contentStyle={{ background: 'var(--pp-card)', borderColor: 'var(--pp-border)' }}
            formatter={(value, name) =>
              name === t('reports.kpi.revenue')
                ? formatMoney(Number(value), { symbol })
                : formatNumber(Number(value))
            }
          />
          <Legend />
          <Bar
            yAxisId="count"
            dataKey="clicks"
            name={t('reports.kpi.clicks')}
            fill="var(--pp-primary)"
            opacity={0.55}
            isAnimationActive={false}
          />
          <Line
            yAxisId="count"
            dataKey="conversions"
            name={t('reports.kpi.conversions')}
            stroke="var(--pp-success)"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            yAxisId="money"
            dataKey="revenue"
            name={t('reports.kpi.revenue')}
            stroke="var(--pp-foreground)"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
