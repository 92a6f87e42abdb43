import { EmptyState, SkeletonText, buttonVariants, useT } from '@publisher-platform/shared';
import { useOfferCreatives } from '../api/offers';
import { Section } from './offer-sections';

/** The offer's banners: preview, size and a download link each. */
export function OfferCreatives({ offerId }: { offerId: number }) {
  const t = useT();
  const creatives = useOfferCreatives(offerId);
  return (
    <Section title={t('shell.offers.creatives')}>
      {creatives.isPending ? (
        <SkeletonText />
      ) : !creatives.data?.length ? (
        <EmptyState />
      ) : (
        <ul className="pp:m-0 pp:grid pp:list-none pp:grid-cols-1 pp:gap-4 pp:p-0 pp:sm:grid-cols-2 pp:lg:grid-cols-3">
          {creatives.data.map((creative) => (
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
              <span className="pp:text-sm">{`${creative.width} × ${creative.height}`}</span>
              <a
                href={`${creative.imageUrl}?download=1`}
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' }) + ' pp:self-start'}
                aria-label={t('shell.offers.downloadLabel', {
                  size: `${creative.width} × ${creative.height}`,
                })}
              >
                {t('shell.offers.download')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
