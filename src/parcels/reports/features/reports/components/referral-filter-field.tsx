import { useState } from 'react';
import { TextField, useT } from '@publisher-platform/shared';
import { filterProblem } from '../lib/filter-rules';

/**
 * The referred publisher's ID: applied with Enter or on leaving the field. Only digits are an ID:
 * anything else stays in the field with a message and is not sent. A new value in the URL (Back,
 * a link) replaces the text.
 */
export function ReferralFilterField({
  value,
  onApply,
}: {
  value: string | undefined;
  onApply: (referral: string | undefined) => void;
}) {
  const t = useT();
  const [text, setText] = useState(value ?? '');
  // The message shows once the text is applied (Enter, leaving), or at once for the URL's value.
  const [checked, setChecked] = useState(text);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value ?? '');
    setChecked(value ?? '');
  }
  const problem = filterProblem('referral', checked);
  const apply = () => {
    const next = text.trim();
    setChecked(next);
    if (!filterProblem('referral', next) && next !== (value ?? '')) onApply(next || undefined);
  };
  return (
    <TextField
      label={t('reports.filter.referral')}
      containerClassName="pp:w-48"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={problem ? t(problem.id) : undefined}
      onChange={(e) => {
        setText(e.target.value);
        // A fixed text clears its message at once; a new mistake waits for Enter.
        if (!filterProblem('referral', e.target.value)) setChecked(e.target.value);
      }}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply();
        }
      }}
    />
  );
}
