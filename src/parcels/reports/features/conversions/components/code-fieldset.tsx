import { Checkbox } from '@publisher-platform/shared';
import { splitList } from '../../reports/lib/search';

/** Check boxes for a filter of codes (a comma list): statuses, decline reasons. */
export function CodeFieldset({
  legend,
  codes,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  codes: readonly string[];
  value: string | undefined;
  labelOf: (code: string) => string;
  onChange: (next: string | undefined) => void;
}) {
  const picked = splitList(value);
  return (
    <fieldset className="pp:m-0 pp:flex pp:flex-col pp:gap-2 pp:border-0 pp:p-0">
      <legend className="pp:mb-1 pp:text-sm pp:font-medium">{legend}</legend>
      {codes.map((code) => (
        <Checkbox
          key={code}
          label={labelOf(code)}
          checked={picked.includes(code)}
          onChange={(e) =>
            onChange(
              (e.target.checked ? [...picked, code] : picked.filter((c) => c !== code)).join(',') ||
                undefined,
            )
          }
        />
      ))}
    </fieldset>
  );
}
