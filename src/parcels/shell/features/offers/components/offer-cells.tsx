import {
  AppLink,
  DEVICE_TARGET,
  StatusDot,
  buildPath,
  formatMoney,
  paths,
  useT,
} from '@publisher-platform/shared';
import type { Offer } from '../api/offers';
import { offerStatusLook } from '../lib/status';

const DEVICE_LABEL: Record<number, string> = {
  [DEVICE_TARGET.all]: 'shell.offers.device.all',
  [DEVICE_TARGET.desktop]: 'shell.offers.device.desktop',
  [DEVICE_TARGET.mobile]: 'shell.offers.device.mobile',
};

/** An unknown target reads as all devices. */
export const deviceLabel = (target: number) =>
  DEVICE_LABEL[target] ?? DEVICE_LABEL[DEVICE_TARGET.all] ?? '';

/** "$1.50 – $6.00 USD" (one amount when the range is a single value). */
export function payoutRange({ payoutMin, payoutMax, currency }: Offer): string {
  const min = formatMoney(payoutMin);
  const max = formatMoney(payoutMax);
  return `${min === max ? min : `${min} – ${max}`} ${currency}`;
}

export function OfferTitle({ offer }: { offer: Offer }) {
  return (
    <div className="pp:flex pp:min-w-0 pp:items-center pp:gap-3">
      {offer.previewImage && (
        <img
          src={offer.previewImage}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="pp:size-10 pp:shrink-0 pp:rounded-md"
        />
      )}
      <AppLink
        href={buildPath(paths.offer, { offerId: offer.relativeId })}
        className="pp:font-medium pp:text-foreground pp:underline-offset-4 pp:hover:underline pp:wrap-break-word"
      >
        {offer.title}
      </AppLink>
      {offer.changedSinceSeen && <ChangedMark />}
    </div>
  );
}

/** Text, not colour alone: the offer's terms changed since the publisher last opened it. */
function ChangedMark() {
  const t = useT();
  return (
    <span
      data-slot="offer-changed"
      className="pp:shrink-0 pp:rounded-full pp:border pp:border-border pp:bg-muted pp:px-2 pp:py-0.5 pp:text-xs pp:font-medium pp:text-foreground"
    >
      <span>{t('shell.offers.changed')}</span>
      <span className="pp:sr-only">{` (${t('shell.offers.changedHint')})`}</span>
    </span>
  );
}

export function OfferStatus({ offer }: { offer: Pick<Offer, 'status' | 'disabled'> }) {
  const t = useT();
  const { label, tone } = offerStatusLook(offer.status, offer.disabled);
  return <StatusDot status={tone} label={t(label)} />;
}
