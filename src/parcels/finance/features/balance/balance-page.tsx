import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import {
  balanceKeys,
  chunk,
  isFeatureOn,
  lazyPart,
  NotFoundView,
  PageTitle,
  SkeletonText,
  Tabs,
  useRouteSearch,
  useSession,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { balanceRoute } from '../../routes';
import { BALANCE_TABS, FIRST_PAGE } from '../../lib/search';
import { TransactionsPanel } from '../transactions/components/transactions-panel';
import { BalanceSummary } from './components/balance-summary';
import { financeKeys } from '../../lib/finance-keys';

const PromoPanel = lazyPart(
  chunk(() => import('../promo/components/promo-panel')),
  (m) => m.default,
  () => <SkeletonText lines={4} />,
);

/** Balance: the current figure, its transactions and (when the network offers them) promo codes. */
export default function BalancePage() {
  const t = useT();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: financeKeys.all }) > 0;
  const search = useRouteSearch(balanceRoute);
  const setSearch = useSetRouteSearch(balanceRoute);
  const promo = useSession()?.customer.promo === true;
  const tabs = BALANCE_TABS.filter((tab) => promo || tab !== 'promo');
  const tab = tabs.includes(search.tab) ? search.tab : 'transactions';
  // A network that switched promo codes off has no such tab, not even by its URL.
  if (search.tab === 'promo' && !isFeatureOn('promoCodes')) return <NotFoundView />;
  const refresh = () =>
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: financeKeys.all }),
    ]);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:gap-6 pp:md:p-6" data-route="balance">
      <PageTitle title={t('finance.balance.title')} onRefresh={refresh} refreshing={fetching} />
      <BalanceSummary />
      <Tabs
        label={t('finance.balance.sections')}
        items={tabs.map((value) => ({ value, label: t(`finance.balance.tabs.${value}`) }))}
        value={tab}
        onValueChange={(next) => void setSearch({ tab: next, ...FIRST_PAGE })}
      >
        {tab === 'transactions' ? <TransactionsPanel /> : <PromoPanel />}
      </Tabs>
    </div>
  );
}
