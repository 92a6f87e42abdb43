import { useId, useState, type ReactNode } from 'react';
import { FOCUS_RING } from './focus-ring';
import { cn } from './cn';
import { ChevronDownIcon } from './icons';
import { QuestionCircleIcon } from './page-icons';

export interface HintPanelProps {
  title: ReactNode;
  children?: ReactNode;
  /** The hint panel is open by default and toggles. */
  defaultOpen?: boolean;
  /** Remembers the reader's open/closed choice in local storage under this key. */
  storageKey?: string;
  className?: string;
}

const storedKey = (key: string) => `pp:hint:${key}`;

/** The remembered state, or the default (storage may be unreadable in a sandboxed frame). */
function initialOpen(storageKey: string | undefined, defaultOpen: boolean): boolean {
  if (!storageKey) return defaultOpen;
  try {
    const stored = window.localStorage.getItem(storedKey(storageKey));
    return stored === null ? defaultOpen : stored === 'open';
  } catch {
    return defaultOpen;
  }
}

/** A titled hint (tracking-link placeholders, set-up steps) that the reader can fold away. */
export function HintPanel({
  title,
  children,
  defaultOpen = true,
  storageKey,
  className,
}: HintPanelProps) {
  const [open, setOpenState] = useState(() => initialOpen(storageKey, defaultOpen));
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!storageKey) return;
    try {
      window.localStorage.setItem(storedKey(storageKey), next ? 'open' : 'closed');
    } catch {
      // Not remembered: the panel still toggles.
    }
  };
  const id = useId();
  return (
    <section
      data-slot="hint-panel"
      data-state={open ? 'open' : 'closed'}
      className={cn('pp:rounded-lg pp:border pp:border-border pp:bg-muted pp:text-sm', className)}
    >
      <h2 className="pp:m-0 pp:text-sm pp:font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className={cn(
            'pp:flex pp:w-full pp:cursor-pointer pp:items-center pp:gap-2 pp:rounded-lg pp:px-4 pp:py-3 pp:text-start pp:text-foreground',
            FOCUS_RING,
          )}
        >
          <QuestionCircleIcon className="pp:text-muted-foreground" />
          <span className="pp:flex-1">{title}</span>
          <ChevronDownIcon className={cn('pp:transition-transform', open && 'pp:rotate-180')} />
        </button>
      </h2>
      <div
        id={id}
        hidden={!open}
        data-slot="hint-panel-content"
        className="pp:px-4 pp:pb-4 pp:text-muted-foreground"
      >
        {children}
      </div>
    </section>
  );
}
