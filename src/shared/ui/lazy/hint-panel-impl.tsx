import { useId, useState, type ReactNode } from 'react';
import { FOCUS_RING } from '../focus-ring';
import { cn } from '../cn';
import { ChevronDownIcon, QuestionCircleIcon } from '../icons';

export interface HintPanelImplProps {
  title: ReactNode;
  children?: ReactNode;
  /** The hint panel is open by default and toggles. */
  defaultOpen?: boolean;
  className?: string;
}

/** A titled hint (tracking-link placeholders, set-up steps) that the reader can fold away. */
export function HintPanelImpl({
  title,
  children,
  defaultOpen = true,
  className,
}: HintPanelImplProps) {
  const [open, setOpen] = useState(defaultOpen);
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
