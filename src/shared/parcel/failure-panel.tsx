import { useEffect } from 'react';
import { useT } from '../i18n';
import { Button } from '../ui/button';
import { reportError } from '../report/reporter';
import { isChunkLoadError } from './chunk';

export interface FailurePanelProps {
  error: unknown;
  /** Draws what failed again, in place (and asks again for a file of it that failed to load). */
  onRetry: () => void;
  /** What failed, for the console ("a page failed"). */
  what: string;
  /** The panel's data-slot, for whatever shows it (a parcel's boundary, a route). */
  slot: string;
}

/**
 * A parcel or page that failed, in its place while the rest of the frame keeps working: that its
 * code could not be loaded, or that it stopped working; and Retry.
 */
export function FailurePanel({ error, onRetry, what, slot }: FailurePanelProps) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error(`[publisher-platform] ${what}`, error);
    // A file that could not be loaded is reported by the chunk loader, after its retry.
    if (!chunk) void reportError(error, 'render');
  }, [what, error, chunk]);
  return (
    <div
      role="alert"
      data-slot={slot}
      className="pp:m-6 pp:flex pp:flex-col pp:items-start pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-6 pp:text-card-foreground"
    >
      <h2 className="pp:text-lg pp:font-semibold">
        {t(chunk ? 'shared.parcel.failed.title' : 'shared.parcel.crashed.title')}
      </h2>
      <p className="pp:text-muted-foreground">
        {t(chunk ? 'shared.parcel.failed.text' : 'shared.tryAgainLater')}
      </p>
      <Button onClick={onRetry}>{t('shared.parcel.retry')}</Button>
    </div>
  );
}
