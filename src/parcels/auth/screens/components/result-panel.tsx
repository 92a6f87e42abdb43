import { useEffect, useRef, type ReactNode } from 'react';
import { AlertCircleIcon, CheckIcon, cn } from '@publisher-platform/shared';

export interface ResultPanelProps {
  tone: 'success' | 'error';
  title?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** Moves focus here when shown (the control that was focused may have been disabled). */
  autoFocus?: boolean;
  className?: string;
}

/** An outcome message: success as a status, failure as an alert. */
export function ResultPanel({
  tone,
  title,
  children,
  actions,
  autoFocus = false,
  className,
}: ResultPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const Icon = tone === 'success' ? CheckIcon : AlertCircleIcon;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'success' ? 'status' : 'alert'}
      data-slot="auth-result"
      data-tone={tone}
      className={cn(
        'pp:flex pp:gap-3 pp:rounded-md pp:border pp:border-border pp:border-l-4 pp:bg-card pp:p-4 pp:text-card-foreground pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring',
        tone === 'success' ? 'pp:border-l-success' : 'pp:border-l-destructive',
        className,
      )}
    >
      <Icon
        className={cn(
          'pp:mt-0.5 pp:size-5',
          tone === 'success' ? 'pp:text-success' : 'pp:text-destructive',
        )}
      />
      <div className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:gap-2">
        {title && <p className="pp:m-0 pp:font-semibold">{title}</p>}
        <div className="pp:m-0 pp:text-sm pp:break-words">{children}</div>
        {actions && <div className="pp:flex pp:flex-wrap pp:gap-2">{actions}</div>}
      </div>
    </div>
  );
}
