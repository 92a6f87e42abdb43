import { useMemo } from 'react';
import {
  CountryFlags,
  DataTable,
  useT,
  type DataTableColumn,
  type DataTableState,
  type Translate,
} from '@publisher-platform/shared';
import type { Offer } from '../api/offers';
import { OfferActionButton } from './offer-action-button';
import { OfferStatus, OfferTitle, deviceLabel, payoutRange } from './offer-cells';

function offerColumns(t: Translate): DataTableColumn<Offer>[] {
  return [
    {
      id: 'relativeId',
      header: t('shell.offers.id'),
      sortable: true,
      cell: (offer) => `#${offer.relativeId}`,
    },
    {
      id: 'title',
      header: t('shell.offers.offer'),
      sortable: true,
      hideable: false,
      card: 'title',
      cell: (offer) => <OfferTitle offer={offer} />,
    },
    {
      id: 'category',
      header: t('shell.offers.category'),
      sortable: true,
      cell: (offer) => offer.category.title,
    },
    {
      id: 'payout',
      header: t('shell.offers.payout'),
      sortable: true,
      sortDescFirst: true,
      cell: (offer) => <span className="pp:whitespace-nowrap">{payoutRange(offer)}</span>,
    },
    {
      id: 'countries',
      header: t('shell.offers.countries'),
      cell: (offer) =>
        offer.countriesAllowed.length || offer.countriesDenied.length ? (
          <CountryFlags allowed={offer.countriesAllowed} denied={offer.countriesDenied} />
        ) : (
          t('shell.offers.worldwide')
        ),
    },
    {
      id: 'devices',
      header: t('shell.offers.devices'),
      cell: (offer) => t(deviceLabel(offer.deviceTarget)),
    },
    {
      id: 'status',
      header: t('shell.offers.statusTitle'),
      sortable: true,
      cell: (offer) => <OfferStatus offer={offer} />,
    },
    {
      id: 'actions',
      header: t('shell.offers.action'),
      hideHeader: true,
      hideable: false,
      align: 'end',
      card: 'actions',
      cell: (offer) => <OfferActionButton offer={offer} />,
    },
  ];
}

export interface OfferListProps {
  offers: readonly Offer[] | undefined;
  total: number | undefined;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
}

/** One server page of offers: sort and page are the route's search, the server sorts. */
export function OfferList({
  offers,
  total,
  state,
  onStateChange,
  loading,
  error,
  onRetry,
}: OfferListProps) {
  const t = useT();
  const columns = useMemo(() => offerColumns(t), [t]);
  return (
    <DataTable
      label={t('shell.offers.title')}
      columns={columns}
      data={offers}
      total={total ?? 0}
      getRowId={(offer) => String(offer.id)}
      rowAttributes={(offer) => ({ 'data-offer': String(offer.relativeId) })}
      state={state}
      onStateChange={onStateChange}
      loading={loading}
      error={error}
      onRetry={onRetry}
      storageKey="offers"
    />
  );
}
