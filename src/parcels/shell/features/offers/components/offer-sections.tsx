import { useId, type ReactNode } from 'react';
import { CountryFlags, formatMoney, useT } from '@publisher-platform/shared';
import type { OfferDetail } from '../api/offers';
import { deviceLabel } from './offer-cells';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="pp:flex pp:flex-col pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4"
    >
      <h2 id={id} className="pp:m-0 pp:text-base pp:font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const CELL = 'pp:border-b pp:border-border pp:px-2 pp:py-1.5 pp:text-start';

/** Payouts per goal × country: the goal's payout holds in every country not listed. */
export function OfferPayouts({ offer }: { offer: OfferDetail }) {
  const t = useT();
  return (
    <Section title={t('shell.offers.payouts')}>
      <div className="pp:overflow-x-auto">
        <table className="pp:w-full pp:border-collapse pp:text-sm">
          <thead>
            <tr>
              <th scope="col" className={CELL}>
                {t('shell.offers.goal')}
              </th>
              <th scope="col" className={CELL}>
                {t('shell.offers.country')}
              </th>
              <th scope="col" className={`${CELL} pp:text-end`}>
                {t('shell.offers.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {offer.goals.flatMap((goal) => [
              <tr key={`${goal.id}-all`} data-goal={goal.title}>
                <th scope="row" className={`${CELL} pp:font-medium`}>
                  {goal.title}
                </th>
                <td className={CELL}>{t('shell.offers.otherCountries')}</td>
                <td
                  className={`${CELL} pp:text-end`}
                >{`${formatMoney(goal.payout)} ${goal.currency}`}</td>
              </tr>,
              ...goal.payouts.map((payout) => (
                <tr key={`${goal.id}-${payout.country}`} data-goal={goal.title}>
                  <th scope="row" className={`${CELL} pp:font-medium`}>
                    {goal.title}
                  </th>
                  <td className={CELL}>
                    <span className="pp:inline-flex pp:items-center pp:gap-2">
                      <CountryFlags allowed={[payout.country]} />
                      {payout.country}
                    </span>
                  </td>
                  <td
                    className={`${CELL} pp:text-end`}
                  >{`${formatMoney(payout.payout)} ${payout.currency}`}</td>
                </tr>
              )),
            ])}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="pp:m-0 pp:grid pp:grid-cols-1 pp:gap-x-6 pp:gap-y-2 pp:text-sm pp:md:grid-cols-[auto_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="pp:contents">
          <dt className="pp:font-medium pp:text-muted-foreground">{label}</dt>
          <dd className="pp:m-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OfferTargeting({ offer }: { offer: OfferDetail }) {
  const t = useT();
  const { targeting, restrictions } = offer;
  const none = t('shell.offers.none');
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : none);
  return (
    <>
      <Section title={t('shell.offers.targeting')}>
        <Facts
          items={[
            [
              t('shell.offers.countries'),
              targeting.countriesAllowed.length ? (
                <CountryFlags allowed={targeting.countriesAllowed} />
              ) : (
                t('shell.offers.worldwide')
              ),
            ],
            [
              t('shell.offers.deniedCountries'),
              targeting.countriesDenied.length ? (
                <CountryFlags allowed={targeting.countriesDenied} />
              ) : (
                none
              ),
            ],
            [t('shell.offers.devices'), t(deviceLabel(targeting.deviceTarget))],
            [t('shell.offers.connectionTypes'), list(targeting.connectionTypes)],
            [t('shell.offers.platforms'), list(targeting.platforms)],
          ]}
        />
      </Section>
      <Section title={t('shell.offers.restrictions')}>
        <Facts
          items={[
            [
              t('shell.offers.allowedTraffic'),
              list(restrictions.allowedTrafficTypes.map((x) => x.title)),
            ],
            [
              t('shell.offers.forbiddenTraffic'),
              list(restrictions.forbiddenTrafficTypes.map((x) => x.title)),
            ],
          ]}
        />
      </Section>
    </>
  );
}

export function OfferLandings({ offer }: { offer: OfferDetail }) {
  const t = useT();
  return (
    <Section title={t('shell.offers.landingPages')}>
      <ul className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-2 pp:p-0 pp:text-sm">
        {offer.landingPages.map((landing) => (
          <li key={landing.id} className="pp:flex pp:flex-col">
            <span className="pp:font-medium">{landing.landingPage}</span>
            <span className="pp:text-muted-foreground pp:break-all">{landing.url}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
