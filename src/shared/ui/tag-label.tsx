// A tag's text (a filter chip, a value of a multiple select): at most 22 characters, then an
// ellipsis; the full text stays the tooltip and what a screen reader reads.
import { cn } from './cn';

export const TAG_LABEL_MAX = 22;

/** The text cut to 22 characters (whole characters, emoji included) plus "…" when longer. */
export function cutTagLabel(label: string): string {
  const chars = Array.from(label);
  return chars.length > TAG_LABEL_MAX ? `${chars.slice(0, TAG_LABEL_MAX).join('')}…` : label;
}

export function TagLabel({ label, className }: { label: string; className?: string }) {
  const cut = cutTagLabel(label);
  if (cut === label) return <span className={cn('pp:truncate', className)}>{label}</span>;
  return (
    <span title={label} className={cn('pp:truncate', className)}>
      <span aria-hidden="true">{cut}</span>
      <span className="pp:sr-only">{label}</span>
    </span>
  );
}
