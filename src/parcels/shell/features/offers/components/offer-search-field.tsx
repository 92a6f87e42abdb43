import { useEffect, useRef, useState } from 'react';
import { Input, useT } from '@publisher-platform/shared';

const DEBOUNCE_MS = 1000;

/**
 * The offers search: applied 1000 ms after the last keystroke or at once with Enter; '#123'
 * finds the offer with relative id 123.
 */
export function OfferSearchField({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (text: string) => void;
  /** Accessible name; "Search offers" by default. */
  label?: string;
}) {
  const t = useT();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A new URL (Back, a link) replaces what is typed; the search just applied (trimmed) keeps it.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim());
  };
  return (
    <Input
      type="search"
      aria-label={label ?? t('shell.offers.search')}
      placeholder={t('shell.offers.searchPlaceholder')}
      value={text}
      maxLength={255}
      className="pp:w-full pp:md:w-72"
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
    />
  );
}
