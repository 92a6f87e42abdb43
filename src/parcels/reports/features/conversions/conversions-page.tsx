import { useCallback, useState } from 'react';
import {
  Button,
  PlusIcon,
  Tabs,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { conversionsRoute } from '../../routes';
import { ClaimDialog, type ClaimTarget } from '../claims/components/claim-dialog';
import { ClaimsPanel } from '../claims/components/claims-panel';
import type { Conversion } from './api/conversions';
import { ConversionsPanel } from './components/conversions-panel';
import { CONVERSION_TABS, type ConversionTab, type ConversionsSearch } from './lib/search';

const tabOf = (search: ConversionsSearch) => search.tab;

/** Conversions and the claims for missing or declined ones, as tabs (`?tab=claims`). */
export default function ConversionsPage() {
  const t = useT();
  const tab = useRouteSearch(conversionsRoute, tabOf);
  const setSearch = useSetRouteSearch(conversionsRoute);
  const [claim, setClaim] = useState<ClaimTarget | null>(null);
  const claimConversion = useCallback(
    (c: Conversion) =>
      setClaim({
        prefill: {
          transactionId: c.transactionId,
          offer: c.offer
            ? {
                value: String(c.offer.relativeId),
                label: `#${c.offer.relativeId} ${c.offer.title}`,
              }
            : null,
        },
      }),
    [],
  );
  const claimButton = (
    <Button variant="outline" onClick={() => setClaim({})}>
      <PlusIcon />
      {t('reports.claim.open')}
    </Button>
  );
  const items = CONVERSION_TABS.map((value) => ({
    value,
    label: t(`reports.conversionsTab.${value}`),
  }));
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="conversions">
      <Tabs
        label={t('reports.conversionsTabs.label')}
        items={items}
        value={tab}
        // Each list starts from its own first page and order; the date range stays.
        onValueChange={(next: ConversionTab) =>
          void setSearch({ tab: next, page: 1, sort: undefined, order: undefined })
        }
      >
        {tab === 'claims' ? (
          <ClaimsPanel claimButton={claimButton} />
        ) : (
          <ConversionsPanel claimButton={claimButton} onClaim={claimConversion} />
        )}
      </Tabs>
      <ClaimDialog target={claim} onClose={() => setClaim(null)} />
    </div>
  );
}
