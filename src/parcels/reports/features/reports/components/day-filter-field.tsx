import { TextField, todayIn, useFormatOptions, useT } from '@publisher-platform/shared';
import { filterProblem } from '../lib/filter-rules';

/**
 * The `date` filter: one day, picked in the browser's date field (no letters, no day after
 * today). Set, the report shows that day instead of the range; cleared, the range applies.
 */
export function DayFilterField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const t = useT();
  const { timeZone } = useFormatOptions();
  const problem = filterProblem('date', value);
  return (
    <TextField
      type="date"
      label={t('reports.filter.date')}
      max={todayIn(timeZone)}
      value={value ?? ''}
      hint={t('reports.filter.dateHint')}
      error={problem ? t(problem.id) : undefined}
      onChange={(e) => onChange(e.target.value || undefined)}
    />
  );
}
