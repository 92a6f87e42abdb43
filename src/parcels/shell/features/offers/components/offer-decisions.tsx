import { formatNumber, useT } from '@publisher-platform/shared';
import type { OfferDetail } from '../api/offers';
import { Facts, Section } from './offer-sections';

/** How the advertiser decides: the hold period, and over the last 90 days the median time to a
 *  decision and the share declined or reversed. */
export function OfferDecisions({ offer }: { offer: OfferDetail }) {
  const t = useT();
  const { decided, medianDecisionDays, declineRate } = offer.decisions;
  const noData = t('shell.offers.noData');
  return (
    <Section title={t('shell.offers.decisions')}>
      <div data-slot="offer-decisions" className="pp:flex pp:flex-col pp:gap-2">
        <Facts
          items={[
            [
              t('shell.offers.holdPeriod'),
              t('shell.offers.holdDays', { days: offer.holdPeriodDays }),
            ],
            [
              t('shell.offers.decisionTime'),
              medianDecisionDays === null
                ? noData
                : t('shell.offers.decisionDays', { days: medianDecisionDays }),
            ],
            [
              t('shell.offers.declineRate'),
              declineRate === null ? noData : `${formatNumber(declineRate * 100, 1)}%`,
            ],
          ]}
        />
        {decided > 0 && (
          <p className="pp:m-0 pp:text-xs pp:text-muted-foreground">
            {t('shell.offers.decisionsNote', { count: decided })}
          </p>
        )}
      </div>
    </Section>
  );
}
