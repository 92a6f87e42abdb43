import { TextField, keepDayCharacters, useT } from '@publisher-platform/shared';
import { filterProblem } from '../lib/filter-rules';

/**
 * The `date` filter: one day typed as YYYY-MM-DD, the way the date range's own fields take it
 * (a browser's date field would show its own language's format, not the portal's). Set, the
 * report shows that day instead of the range; cleared, the range applies.
 */
export function DayFilterField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const t = useT();
  const problem = filterProblem('date', value);
  return (
    <TextField
      label={t('reports.filter.date')}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={10}
      placeholder={t('reports.filter.datePlaceholder')}
      value={value ?? ''}
      hint={t('reports.filter.dateHint')}
      error={problem ? t(problem.id) : undefined}
      className="pp:tabular-nums"
      onChange={(e) => onChange(keepDayCharacters(e.target.value) || undefined)}
    />
  );
}
