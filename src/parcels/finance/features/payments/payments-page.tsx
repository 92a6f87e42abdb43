import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import {
  balanceKeys,
  PageTitle,
  Tabs,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { paymentsRoute } from '../../routes';
import { FIRST_PAGE, PAYMENTS_TABS } from '../../lib/search';
import { AccountsPanel } from '../payout-accounts/components/accounts-panel';
import { PaymentProgress } from './components/payment-progress';
import { PaymentsPanel } from './components/payments-panel';
import { financeKeys } from '../../lib/finance-keys';

/** Payments: progress towards the next payment, the payments, and the payout accounts. */
export default function PaymentsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: financeKeys.all }) > 0;
  const search = useRouteSearch(paymentsRoute);
  const setSearch = useSetRouteSearch(paymentsRoute);
  const refresh = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: financeKeys.all }),
    ]);
  return (
    <div
      className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:gap-6 pp:md:p-6"
      data-route="payments"
    >
      <PageTitle title={t('finance.payments.title')} onRefresh={refresh} refreshing={fetching} />
      <PaymentProgress onAddAccount={() => void setSearch({ tab: 'accounts', ...FIRST_PAGE })} />
      <Tabs
        label={t('finance.payments.sections')}
        items={PAYMENTS_TABS.map((value) => ({
          value,
          label: t(`finance.payments.tabs.${value}`),
        }))}
        value={search.tab}
        onValueChange={(next) => void setSearch({ tab: next, ...FIRST_PAGE })}
      >
        {search.tab === 'payments' ? <PaymentsPanel /> : <AccountsPanel />}
      </Tabs>
    </div>
  );
}
