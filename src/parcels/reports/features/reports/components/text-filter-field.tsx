import { TextField, useT } from '@publisher-platform/shared';
import { TEXT_FILTER_MAX, filterProblem, type FilterProblem } from '../lib/filter-rules';

interface TextFilterFieldProps {
  /** The filter's search param (`trackLike`, `sub1`, `offerLinkRelativeId` …). */
  name: string;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  /** A single text ("contains"): shows its length against the limit. */
  counted?: boolean;
  /** A reason given by the form around it (one sub filter too many), shown when the value
   *  itself is fine. */
  problem?: FilterProblem | undefined;
}

/**
 * A typed filter with the API's rules: whatever is typed or pasted stays in the field (no
 * cutting), and a value the API would refuse gets its reason under the field, so the drawer's
 * Apply does not send it.
 */
export function TextFilterField({
  name,
  label,
  value = '',
  onChange,
  disabled,
  counted,
  problem: outer,
}: TextFilterFieldProps) {
  const t = useT();
  const problem = filterProblem(name, value) ?? outer;
  const length = value.trim().length;
  return (
    <TextField
      label={label}
      value={value}
      disabled={disabled}
      error={problem ? t(problem.id, problem.values) : undefined}
      hint={
        counted ? (
          <span data-slot="field-counter" className="pp:tabular-nums">
            <span aria-hidden="true">{`${length}/${TEXT_FILTER_MAX}`}</span>
            <span className="pp:sr-only">
              {t('shared.field.counter', { count: length, max: TEXT_FILTER_MAX })}
            </span>
          </span>
        ) : undefined
      }
      onChange={(e) => onChange(e.target.value || undefined)}
    />
  );
}
