import { useEffect } from 'react';
import { useT } from '../i18n';

/** Shown by a parcel's error boundary; the rest of the page keeps working. */
export function ParcelCrashed({ error }: { error: Error }) {
  const t = useT();
  useEffect(() => console.error('[publisher-platform] a parcel crashed', error), [error]);
  return (
    <div
      role="alert"
      data-slot="parcel-crashed"
      className="pp:m-6 pp:flex pp:flex-col pp:items-start pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-6 pp:text-card-foreground"
    >
      <h2 className="pp:text-lg pp:font-semibold">{t('shared.parcel.crashed.title')}</h2>
      <p className="pp:text-muted-foreground">{t('shared.tryAgainLater')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="pp:cursor-pointer pp:rounded-md pp:bg-primary pp:px-4 pp:py-2 pp:font-medium pp:text-primary-foreground"
      >
        {t('shared.parcel.retry')}
      </button>
    </div>
  );
}
