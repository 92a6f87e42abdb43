import type { UseQueryResult } from '@tanstack/react-query';
import {
  buttonVariants,
  EmptyState,
  ErrorState,
  SkeletonText,
  useT,
} from '@publisher-platform/shared';
import { useOfferCreatives } from '../api/offers';
import { Section } from './offer-sections';

/** A banner of an offer or a smartlink; `imageUrl?download=1` answers as an attachment. */
export interface Creative {
  id: number;
  title: string;
  width: number;
  height: number;
  imageUrl: string;
}

/** Banners: preview, size and a download link each (offer detail, smartlink links tab). */
export function CreativeGrid({ creatives }: { creatives: UseQueryResult<readonly Creative[]> }) {
  const t = useT();
  if (creatives.isPending) return <SkeletonText />;
  if (creatives.isError)
    return <ErrorState error={creatives.error} onRetry={() => void creatives.refetch()} />;
  if (!creatives.data.length) return <EmptyState />;
  return (
    <ul className="pp:m-0 pp:grid pp:list-none pp:grid-cols-1 pp:gap-4 pp:p-0 pp:sm:grid-cols-2 pp:lg:grid-cols-3">
      {creatives.data.map((creative) => {
        const size = `${creative.width} × ${creative.height}`;
        return (
          <li
            key={creative.id}
            className="pp:flex pp:flex-col pp:gap-2"
            data-creative={creative.id}
          >
            <img
              src={creative.imageUrl}
              alt={creative.title}
              loading="lazy"
              className="pp:max-h-40 pp:w-auto pp:max-w-full pp:self-start pp:rounded pp:border pp:border-border"
            />
            <span className="pp:text-sm">{size}</span>
            <a
              href={`${creative.imageUrl}?download=1`}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' }) + ' pp:self-start'}
              aria-label={t('shell.offers.downloadLabel', { size })}
            >
              {t('shell.offers.download')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The offer's banners. */
export function OfferCreatives({ offerId }: { offerId: number }) {
  const t = useT();
  return (
    <Section title={t('shell.offers.creatives')}>
      <CreativeGrid creatives={useOfferCreatives(offerId)} />
    </Section>
  );
}
