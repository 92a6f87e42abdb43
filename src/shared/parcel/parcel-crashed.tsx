import { useEffect } from 'react';
import { useT } from '../i18n';
import { isChunkLoadError } from './chunk';

/**
 * Shown by a parcel's error boundary; the rest of the page keeps working. Retry draws the parcel
 * again in place (and asks again for a file of it that could not be loaded).
 */
export function ParcelCrashed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const chunk = isChunkLoadError(error);
  useEffect(() => console.error('[publisher-platform] a parcel crashed', error), [error]);
  return (
    <div
      role="alert"
      data-slot="parcel-crashed"
      className="pp:m-6 pp:flex pp:flex-col pp:items-start pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-6 pp:text-card-foreground"
    >
      <h2 className="pp:text-lg pp:font-semibold">
        {t(chunk ? 'shared.parcel.failed.title' : 'shared.parcel.crashed.title')}
      </h2>
      <p className="pp:text-muted-foreground">
        {t(chunk ? 'shared.parcel.failed.text' : 'shared.tryAgainLater')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="pp:cursor-pointer pp:rounded-md pp:bg-primary pp:px-4 pp:py-2 pp:font-medium pp:text-primary-foreground"
      >
        {t('shared.parcel.retry')}
      </button>
    </div>
  );
}
