import { useMemo } from 'react';
import {
  Button,
  NOT_AVAILABLE,
  StatusDot,
  formatMoney,
  useT,
  type DataTableColumn,
} from '@publisher-platform/shared';
import type { Conversion } from '../api/conversions';
import { SUB_FILTERS } from '../../reports/lib/search';
import { ExpectedCell, ReasonCell } from './conversion-cells';

const STATUS_DOT = {
  approved: 'active',
  pending: 'pending',
  declined: 'declined',
  reversed: 'archived',
} as const;

/** What can still be claimed: the network declined or reversed it. */
export const isClaimable = (c: Conversion) => c.status === 'declined' || c.status === 'reversed';

/** The conversions list's columns; a declined or reversed row has "Claim" in the last column. */
export function useConversionColumns(onClaim: (conversion: Conversion) => void) {
  const t = useT();
  return useMemo<DataTableColumn<Conversion>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('reports.conversion.time'),
        sortable: true,
        sortDescFirst: true,
        cell: (c) => c.saleTime,
      },
      {
        id: 'transactionId',
        header: t('reports.conversion.transactionId'),
        sortable: true,
        card: 'title',
        cell: (c) => <span className="pp:font-mono pp:text-xs">{c.transactionId}</span>,
      },
      {
        id: 'campaign',
        header: t('reports.conversion.campaign'),
        cell: (c) =>
          c.smartlink
            ? `#${c.smartlink.relativeId} ${c.smartlink.title}`
            : c.offer
              ? `#${c.offer.relativeId} ${c.offer.title}`
              : NOT_AVAILABLE,
      },
      { id: 'goal', header: t('reports.conversion.goal'), cell: (c) => c.goal ?? NOT_AVAILABLE },
      {
        id: 'payout',
        header: t('reports.conversion.payout'),
        sortable: true,
        sortDescFirst: true,
        align: 'end',
        cell: (c) => formatMoney(c.payout, { symbol: c.currency === 'EUR' ? '€' : '$' }),
      },
      {
        id: 'status',
        header: t('reports.conversion.status'),
        sortable: true,
        cell: (c) => (
          <StatusDot status={STATUS_DOT[c.status]} label={t(`reports.status.${c.status}`)} />
        ),
      },
      {
        id: 'reason',
        header: t('reports.conversion.reason'),
        cell: (c) => <ReasonCell conversion={c} />,
      },
      {
        id: 'expectedDecisionAt',
        header: t('reports.conversion.expectedDecision'),
        cell: (c) => <ExpectedCell at={c.expectedDecisionAt} slot="expected-decision" />,
      },
      {
        id: 'expectedPaymentAt',
        header: t('reports.conversion.expectedPayment'),
        cell: (c) => <ExpectedCell at={c.expectedPaymentAt} slot="expected-payment" />,
      },
      { id: 'country', header: t('reports.filter.country'), cell: (c) => c.country ?? 'XX' },
      { id: 'device', header: t('reports.filter.device'), cell: (c) => c.device ?? NOT_AVAILABLE },
      ...SUB_FILTERS.map<DataTableColumn<Conversion>>((sub) => ({
        id: sub,
        header: sub,
        defaultHidden: sub !== 'sub1',
        cell: (c) => c[sub] ?? NOT_AVAILABLE,
      })),
      {
        id: 'actions',
        header: t('reports.claim.action'),
        hideHeader: true,
        hideable: false,
        align: 'end',
        card: 'actions',
        cell: (c) =>
          isClaimable(c) ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('reports.claim.actionLabel', { id: c.transactionId })}
              onClick={() => onClaim(c)}
            >
              {t('reports.claim.action')}
            </Button>
          ) : null,
      },
    ],
    [t, onClaim],
  );
}
