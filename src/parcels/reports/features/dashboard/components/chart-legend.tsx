import { cn } from '@publisher-platform/shared';

export interface LegendItem {
  name: string;
  color: string;
  shape: 'bar' | 'line';
}

/** The chart's series, as plain HTML under it: recharts' legend measures itself and redraws. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul
      className="pp:m-0 pp:mt-2 pp:flex pp:list-none pp:flex-wrap pp:justify-center pp:gap-x-4 pp:gap-y-1 pp:p-0 pp:text-sm"
      data-slot="chart-legend"
    >
      {items.map((item) => (
        <li key={item.name} className="pp:flex pp:items-center pp:gap-1.5">
          <span
            aria-hidden
            className={cn(
              'pp:inline-block pp:w-3.5',
              item.shape === 'bar' ? 'pp:h-2.5 pp:opacity-55' : 'pp:h-0.5',
            )}
            style={{ background: item.color }}
          />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
