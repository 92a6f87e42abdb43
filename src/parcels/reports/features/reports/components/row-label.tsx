import {
  Button,
  ChevronDownIcon,
  CountryFlags,
  NOT_AVAILABLE,
  cn,
  useT,
} from '@publisher-platform/shared';
import type { ReportRow } from '../api/reports';

interface RowLabelProps {
  row: ReportRow;
  expanded: boolean;
  onToggle: (key: string) => void;
  onDrillDown: (day: string) => void;
  nested?: boolean;
}

/** The grouping cell: a flag for countries, a drill-down for days, expand for nested rows. */
export function RowLabel({ row, expanded, onToggle, onDrillDown, nested = false }: RowLabelProps) {
  const t = useT();
  const text = row.label ?? NOT_AVAILABLE;
  if (row.children && row.children.length > 0)
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        onClick={() => onToggle(row.key)}
        className="pp:h-auto pp:justify-start pp:px-1 pp:text-start"
      >
        <ChevronDownIcon className={cn('pp:size-4 pp:shrink-0', !expanded && 'pp:-rotate-90')} />
        <span>{row.value ? `#${row.value} ${text}` : text}</span>
      </Button>
    );
  if (row.grouping === 'date' && row.value)
    return (
      <Button
        variant="link"
        size="sm"
        className="pp:h-auto pp:px-0"
        title={t('reports.table.drillDown')}
        onClick={() => onDrillDown(row.value ?? '')}
      >
        {text}
      </Button>
    );
  if (row.grouping === 'country')
    return (
      <span
        className={cn(
          'pp:inline-flex pp:items-center pp:gap-2',
          nested && 'pp:ps-6 pp:text-muted-foreground',
        )}
      >
        <CountryFlags allowed={[row.value ?? 'XX']} />
        <span>{row.value ?? 'XX'}</span>
      </span>
    );
  if (row.grouping === 'hour' && row.value) return <span>{row.value.slice(0, 16)}</span>;
  const campaign =
    row.grouping === 'subSmartlinkCampaign' ||
    row.grouping === 'offerCampaign' ||
    row.grouping === 'smartlinkCampaign';
  return (
    <span className={cn(nested && 'pp:ps-6 pp:text-muted-foreground')}>
      {campaign && row.value ? `#${row.value} ${text}` : text}
    </span>
  );
}
