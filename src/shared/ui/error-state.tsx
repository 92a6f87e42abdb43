import { errorText } from '../api/error-handler';
import { isRetriable } from '../api/retriable';
import { useT } from '../i18n';
import { Button } from './button';
import { cn } from './cn';
import { EmptyState } from './empty-state';
import { AlertCircleIcon } from './icons';

export interface ErrorStateProps {
  /** The failure: its server text is shown, or the generic text; a string is shown as it is. */
  error: unknown;
  /**
   * Loads again; without it the state offers no Retry, nor for an answer that another try
   * cannot change (a 4xx other than 408 and 429: see `isRetriable`).
   */
  onRetry?: () => void;
  className?: string;
}

/** A failed load in place of what it should have shown: what went wrong, and Retry if it may help. */
export function ErrorState({ error, onRetry, className }: ErrorStateProps) {
  const t = useT();
  return (
    <EmptyState
      icon={<AlertCircleIcon className="pp:size-10 pp:text-destructive" strokeWidth={1.5} />}
      title={typeof error === 'string' ? error : errorText(error)}
      className={cn('pp:text-foreground', className)}
    >
      {onRetry && isRetriable(error) && (
        <Button variant="outline" onClick={onRetry}>
          {t('shared.parcel.retry')}
        </Button>
      )}
    </EmptyState>
  );
}
