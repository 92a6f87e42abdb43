// The claim form's two controls the kit has no field for: the comment (a text area) and the
// screenshot (one PNG or JPEG, sent to the CDN on submit, as the shortlink cover is).
import { useId, type ChangeEvent } from 'react';
import { Label, cn, useT } from '@publisher-platform/shared';

const AREA =
  'pp:min-h-24 pp:w-full pp:rounded-md pp:border pp:border-input pp:bg-background pp:px-3 pp:py-2 pp:text-base pp:md:text-sm pp:text-foreground pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:aria-invalid:border-destructive';

interface FieldProps<T> {
  label: string;
  value: T;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: T) => void;
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} data-slot="field-error" className="pp:m-0 pp:text-xs pp:text-destructive">
      {error}
    </p>
  );
}

export function CommentField({
  label,
  value,
  error,
  disabled,
  maxLength,
  onChange,
}: FieldProps<string> & { maxLength: number }) {
  const id = useId();
  return (
    <div className="pp:flex pp:flex-col pp:gap-1.5">
      <Label htmlFor={id} required>
        {label}
      </Label>
      <textarea
        id={id}
        name="comment"
        required
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        className={cn(AREA)}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

// A file input cannot be given its value: the chosen file stays in it across failed submits.
export function ScreenshotField({
  label,
  error,
  disabled,
  onChange,
}: Omit<FieldProps<File | null>, 'value'>) {
  const t = useT();
  const id = useId();
  return (
    <div className="pp:flex pp:flex-col pp:gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="pp:text-sm pp:text-foreground"
      />
      <p id={`${id}-hint`} className="pp:m-0 pp:text-xs pp:text-muted-foreground">
        {t('reports.claim.screenshotHint')}
      </p>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
