import { lazyUiPart } from './lazy-ui';

export interface CopyFieldProps {
  /** The text shown read-only and copied. */
  value: string;
  /** What the value is ("CNAME target"): names the field and its Copy button. */
  label: string;
  className?: string;
}

/** A read-only value with a Copy button; copying confirms with a "Copied" notification. */
export const CopyField = lazyUiPart<CopyFieldProps>(
  (ui) => ui.CopyFieldImpl,
  (props: CopyFieldProps) => <code className={props.className}>{props.value}</code>,
);
