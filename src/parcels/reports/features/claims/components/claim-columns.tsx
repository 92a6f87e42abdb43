import { useMemo } from 'react';
import {
  NOT_AVAILABLE,
  StatusDot,
  formatDateTime,
  formatMoney,
  useSession,
  useT,
  type DataTableColumn,
} from '@publisher-platform/shared';
import type { Claim } from '../api/claims';

const STATUS_DOT = { open: 'pending', accepted: 'active', rejected: 'declined' } as const;

/** The claims list's columns: what was claimed, and what the network answered. */
export function useClaimColumns() {
  const t = useT();
  // A claim's amount is in the publisher's currency.
  const symbol = useSession()?.currency.symbol ?? '$';
  return useMemo<DataTableColumn<Claim>[]>(
    () => [
      {
        id: 'id',
        header: t('reports.claim.id'),
        card: 'title',
        cell: (c) => `#${c.id}`,
      },
      {
        id: 'createdAt',
        header: t('reports.claim.filedAt'),
        sortValue: (c) => c.createdAt,
        sortDescFirst: true,
        cell: (c) => <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>,
      },
      {
        id: 'subject',
        header: t('reports.claim.subject'),
        cell: (c) => (
          <span className="pp:font-mono pp:text-xs" data-slot="claim-subject">
            {c.clickId
              ? t('reports.claim.byClick', { id: c.clickId })
              : c.transactionId
                ? t('reports.claim.byTransaction', { id: c.transactionId })
                : NOT_AVAILABLE}
          </span>
        ),
      },
      {
        id: 'offer',
        header: t('reports.filter.offer'),
        cell: (c) => (c.offer ? `#${c.offer.relativeId} ${c.offer.title}` : NOT_AVAILABLE),
      },
      {
        id: 'amount',
        header: t('reports.claim.amount'),
        sortValue: (c) => c.amount,
        sortDescFirst: true,
        align: 'end',
        cell: (c) => (c.amount === null ? NOT_AVAILABLE : formatMoney(c.amount, { symbol })),
      },
      {
        id: 'status',
        header: t('reports.conversion.status'),
        cell: (c) => (
          <StatusDot status={STATUS_DOT[c.status]} label={t(`reports.claimStatus.${c.status}`)} />
        ),
      },
      {
        id: 'answer',
        header: t('reports.claim.answer'),
        cell: (c) => <span data-slot="claim-answer">{c.answer ?? NOT_AVAILABLE}</span>,
      },
    ],
    [t, symbol],
  );
}
