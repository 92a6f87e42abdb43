import { useState } from 'react';
import {
  AppLink,
  EmptyState,
  ErrorState,
  NotFoundView,
  PageTitle,
  paths,
  RichText,
  SkeletonText,
  useT,
} from '@publisher-platform/shared';
import { offerRoute } from '../../routes';
import { PostbackManager } from '../postbacks/components/postback-manager';
import { ShortlinkDialog } from '../shortlinks/components/shortlink-dialog';
import { ShortlinkList } from '../shortlinks/components/shortlink-list';
import { TrackingLinkBuilder } from '../tracking/components/tracking-link-builder';
import { offerQueryOptions, useOffer } from './api/offers';
import { OfferActionButton } from './components/offer-action-button';
import { OfferChanges } from './components/offer-changes';
import { OfferStatus, deviceLabel, payoutRange } from './components/offer-cells';
import { OfferCreatives } from './components/offer-creatives';
import { OfferDecisions } from './components/offer-decisions';
import { OfferLandings, OfferPayouts, OfferTargeting, Section } from './components/offer-sections';
import { isNotFound, useCanonicalUrl } from './lib/by-relative-id';

const detailKey = (ref: string) => offerQueryOptions(ref).queryKey;

/** One offer at its own URL (its relative id): everything about it, Launch / Request and the
 *  tracking link. */
export default function OfferPage() {
  const t = useT();
  const { offerId } = offerRoute.useParams();
  const offer = useOffer(offerId);
  useCanonicalUrl(offer.data, offerId, paths.offer, 'offerId', detailKey);
  const [shortlinkUrl, setShortlinkUrl] = useState<string | null>(null);
  const back = (
    <AppLink
      href={paths.offers}
      className="pp:text-sm pp:text-foreground pp:underline pp:underline-offset-4"
    >
      {t('shell.offers.back')}
    </AppLink>
  );
  if (offer.isPending) {
    return (
      <div
        className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6"
        data-route="offer"
        aria-busy="true"
      >
        {back}
        <SkeletonText lines={8} />
      </div>
    );
  }
  // Retry cannot make an offer exist: the way back to the list instead.
  if (isNotFound(offer.error)) {
    return <NotFoundView back={{ href: paths.offers, label: t('shell.offers.back') }} />;
  }
  if (offer.isError || !offer.data) {
    return (
      <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="offer">
        {back}
        {/* The offer's own title is what could not be loaded: the page says where it is. */}
        <PageTitle title={t('shell.nav.offers')} />
        <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />
      </div>
    );
  }
  const data = offer.data;
  return (
    <div
      className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6"
      data-route="offer"
      data-offer={data.relativeId}
    >
      {back}
      <PageTitle
        title={data.title}
        onRefresh={() => void offer.refetch()}
        refreshing={offer.isFetching}
        actions={<OfferActionButton offer={data} size="md" />}
      />
      <div className="pp:flex pp:flex-col pp:gap-4 pp:md:flex-row pp:md:items-start">
        {data.previewImage && (
          <img
            src={data.previewImage}
            alt=""
            width={96}
            height={96}
            className="pp:size-24 pp:rounded-lg"
          />
        )}
        <dl className="pp:m-0 pp:grid pp:grid-cols-[auto_1fr] pp:gap-x-6 pp:gap-y-1 pp:text-sm">
          <dt className="pp:text-muted-foreground">{t('shell.offers.id')}</dt>
          <dd className="pp:m-0">{`#${data.relativeId}`}</dd>
          <dt className="pp:text-muted-foreground">{t('shell.offers.statusTitle')}</dt>
          <dd className="pp:m-0" data-slot="offer-status">
            <OfferStatus offer={data} />
          </dd>
          <dt className="pp:text-muted-foreground">{t('shell.offers.category')}</dt>
          <dd className="pp:m-0">{data.category.title}</dd>
          <dt className="pp:text-muted-foreground">{t('shell.offers.payout')}</dt>
          <dd className="pp:m-0">{payoutRange(data)}</dd>
          <dt className="pp:text-muted-foreground">{t('shell.offers.devices')}</dt>
          <dd className="pp:m-0">{t(deviceLabel(data.deviceTarget))}</dd>
        </dl>
      </div>
      {data.trackingUrl ? (
        <Section title={t('shell.tracking.section')}>
          <TrackingLinkBuilder
            baseUrl={data.trackingUrl}
            landingPages={data.landingPages}
            name={`offer-${data.relativeId}`}
            onCreateShortlink={setShortlinkUrl}
          />
        </Section>
      ) : null}
      {data.trackingUrl ? (
        <>
          <Section title={t('shell.shortlinks.title')}>
            <ShortlinkList target={{ offer: data['@id'] }} />
          </Section>
          <Section title={t('shell.postbacks.title')}>
            <PostbackManager target={{ type: 'offer', iri: data['@id'] }} />
          </Section>
        </>
      ) : null}
      <Section title={t('shell.offers.description')}>
        {data.description ? <RichText html={data.description} /> : <EmptyState />}
      </Section>
      <OfferChanges offerId={data.id} />
      <OfferPayouts offer={data} />
      <OfferDecisions offer={data} />
      <OfferTargeting offer={data} />
      <OfferCreatives offerId={data.id} />
      <OfferLandings offer={data} />
      <ShortlinkDialog targetUrl={shortlinkUrl} onClose={() => setShortlinkUrl(null)} />
    </div>
  );
}
