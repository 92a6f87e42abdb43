import { AlertCircleIcon, Button, EmptyState, errorText, useT } from '@publisher-platform/shared';

/** A failed request: the server's text (or the generic one) and Retry. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      icon={<AlertCircleIcon className="pp:size-10 pp:text-destructive" strokeWidth={1.5} />}
      title={errorText(error)}
      className="pp:text-foreground"
    >
      <Button variant="outline" onClick={onRetry}>
        {t('shared.parcel.retry')}
      </Button>
    </EmptyState>
  );
}
