import { useRef } from 'react';
import { useT } from '../i18n';
import { notify } from '../notify';
import { Button } from './button';
import { cn } from './cn';
import { CopyIcon } from './page-icons';

export interface CopyFieldProps {
  /** The text shown read-only and copied. */
  value: string;
  /** What the value is ("CNAME target"): names the field and its Copy button. */
  label: string;
  className?: string;
}

// Without the Clipboard API (an insecure page, an old browser, a denied permission) the field's
// own selection is copied the old way; if that fails too the text stays selected for the reader.
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** A read-only value with a Copy button; copying confirms with a "Copied" notification. */
export function CopyField({ value, label, className }: CopyFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(value, input.current)) notify.success(t('shared.copy.done'));
    else notify.error(t('shared.copy.failed'));
  };
  return (
    <span
      data-slot="copy-field"
      className={cn(
        'pp:inline-flex pp:max-w-full pp:items-center pp:gap-1 pp:rounded-md pp:border pp:border-border pp:bg-background pp:ps-2 pp:align-middle',
        // The field draws the focus ring for its borderless input (the button has its own).
        'pp:has-[input:focus-visible]:ring-2 pp:has-[input:focus-visible]:ring-ring pp:has-[input:focus-visible]:ring-offset-2 pp:has-[input:focus-visible]:ring-offset-background',
        className,
      )}
    >
      <input
        ref={input}
        readOnly
        value={value}
        aria-label={label}
        size={Math.max(value.length, 1)}
        onFocus={(event) => event.target.select()}
        className="pp:min-w-0 pp:flex-1 pp:border-0 pp:bg-transparent pp:font-mono pp:text-sm pp:text-foreground pp:outline-none"
      />
      <Button
        variant="ghost"
        size="icon"
        className="pp:size-8"
        aria-label={t('shared.copy.action', { label })}
        onClick={() => void copy()}
      >
        <CopyIcon />
      </Button>
    </span>
  );
}
