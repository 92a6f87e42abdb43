/* global fetch */
// The peer's signed-in screen: the balance ledger through a query cache, as a one-bundle portal
// ships its data layer with the sign-in page.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { createElement as h } from 'react';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });

const COLUMNS = ['date', 'type', 'amount', 'balance'];

async function fetchLedger() {
  const response = await fetch('/publisher/api/ch/transactions?page=1&itemsPerPage=20');
  if (!response.ok) throw new Error(`The ledger did not load (${response.status})`);
  const body = await response.json();
  return body['hydra:member'] ?? [];
}

export function LedgerPage({ t }) {
  const ledger = useQuery({ queryKey: ['ledger'], queryFn: fetchLedger });
  if (ledger.isPending) return h('p', { role: 'status' }, t('loading'));
  if (ledger.isError) return h('p', { role: 'alert' }, ledger.error.message);
  return h(
    'table',
    null,
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        COLUMNS.map((key) => h('th', { key }, key)),
      ),
    ),
    h(
      'tbody',
      null,
      ledger.data.map((entry, row) =>
        h(
          'tr',
          { key: row },
          COLUMNS.map((key) => h('td', { key }, String(entry[key] ?? ''))),
        ),
      ),
    ),
  );
}
