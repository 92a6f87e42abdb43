import { useId } from 'react';
import { Checkbox, useT } from '@publisher-platform/shared';
import { MACROS } from '../../tracking/lib/tracking-url';

/**
 * The parameters a postback sends: one checkbox per macro. Each chosen one must be in the URL
 * as `{name}`; the error says so under the group.
 */
export function PostbackParameters({
  value,
  error,
  onChange,
}: {
  value: readonly string[];
  error: string | undefined;
  onChange: (next: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      className="pp:m-0 pp:flex pp:min-w-0 pp:flex-col pp:gap-2 pp:border-0 pp:p-0"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
      data-slot="postback-parameters"
    >
      <legend className="pp:mb-1 pp:p-0 pp:text-sm pp:font-medium">
        {t('shell.postbacks.parameters')}
      </legend>
      <p id={hintId} className="pp:m-0 pp:text-xs pp:text-muted-foreground">
        {t('shell.postbacks.parametersHint')}
      </p>
      <div className="pp:grid pp:grid-cols-2 pp:gap-x-4 pp:gap-y-1 pp:sm:grid-cols-3">
        {MACROS.map((macro) => (
          <Checkbox
            key={macro}
            label={<code className="pp:font-mono pp:text-xs">{`{${macro}}`}</code>}
            checked={value.includes(macro)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? MACROS.filter((m) => m === macro || value.includes(m))
                  : value.filter((m) => m !== macro),
              )
            }
          />
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="pp:m-0 pp:text-xs pp:text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
