import { useT } from '../i18n';
import { Button } from './button';

/** A part of a page whose code could not be loaded: what happened, and Retry. */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      data-slot="part-error"
      className="pp:flex pp:flex-wrap pp:items-center pp:gap-x-3 pp:gap-y-2 pp:rounded-md pp:border pp:border-border pp:p-3 pp:text-sm"
    >
      <span>{t('shared.parcel.failed.title')}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('shared.parcel.retry')}
      </Button>
    </div>
  );
}
