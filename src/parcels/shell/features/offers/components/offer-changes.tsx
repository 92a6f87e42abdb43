import { useEffect } from 'react';
import {
  ErrorState,
  SkeletonText,
  formatDateTime,
  formatMoney,
  useT,
  type Translate,
} from '@publisher-platform/shared';
import { useMarkOfferSeen, useOfferChanges, type OfferTermChange } from '../api/changes';
import { deviceLabel } from './offer-cells';
import { Section } from './offer-sections';

const FIELD_LABEL: Record<OfferTermChange['field'], string> = {
  payout: 'shell.offers.payout',
  countries: 'shell.offers.countries',
  devices: 'shell.offers.devices',
  restrictions: 'shell.offers.forbiddenTraffic',
  holdPeriodDays: 'shell.offers.holdPeriod',
};

/** One side of a change, in the words the rest of the offer page uses. */
function termValue(t: Translate, change: OfferTermChange, value: OfferTermChange['oldValue']) {
  if (Array.isArray(value)) {
    if (value.length) return value.join(', ');
    return t(change.field === 'countries' ? 'shell.offers.worldwide' : 'shell.offers.none');
  }
  if (change.field === 'payout') return `${formatMoney(value)} ${change.currency}`;
  if (change.field === 'devices') return t(deviceLabel(value));
  if (change.field === 'holdPeriodDays') return t('shell.offers.holdDays', { days: value });
  return String(value);
}

function ChangeEntry({ change }: { change: OfferTermChange }) {
  const t = useT();
  return (
    <li className="pp:flex pp:flex-col pp:gap-0.5 pp:border-b pp:border-border pp:py-2 pp:last:border-b-0 pp:sm:flex-row pp:sm:gap-4">
      <time dateTime={change.changedAt} className="pp:shrink-0 pp:text-muted-foreground">
        {formatDateTime(change.changedAt)}
      </time>
      <span className="pp:font-medium">{t(FIELD_LABEL[change.field])}</span>
      <span className="pp:flex pp:flex-wrap pp:gap-x-1.5 pp:wrap-break-word">
        <span>{termValue(t, change, change.oldValue)}</span>
        <span aria-hidden="true">→</span>
        <span className="pp:sr-only">{t('shell.offers.changes.to')}</span>
        <span>{termValue(t, change, change.newValue)}</span>
      </span>
    </li>
  );
}

/**
 * "Changes to terms": the dated log of the offer's payout, countries, devices, restrictions and
 * hold period. Showing it is the publisher's look at the offer, so the list's "Changed" mark goes.
 */
export function OfferChanges({ offerId }: { offerId: number }) {
  const t = useT();
  const changes = useOfferChanges(offerId);
  const { mutate: markSeen } = useMarkOfferSeen();
  // Seen once the log is on screen: a log that failed to load was not looked at.
  const shown = changes.isSuccess;
  useEffect(() => {
    if (shown) markSeen(offerId);
  }, [shown, offerId, markSeen]);
  return (
    <Section title={t('shell.offers.changes.title')}>
      <div data-slot="offer-changes" aria-busy={changes.isPending || undefined}>
        {changes.isPending ? (
          <SkeletonText lines={2} />
        ) : changes.isError ? (
          <ErrorState error={changes.error} onRetry={() => void changes.refetch()} />
        ) : changes.data.length ? (
          <ol className="pp:m-0 pp:list-none pp:p-0 pp:text-sm">
            {changes.data.map((change) => (
              <ChangeEntry key={change.id} change={change} />
            ))}
          </ol>
        ) : (
          <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">
            {t('shell.offers.changes.none')}
          </p>
        )}
      </div>
    </Section>
  );
}
