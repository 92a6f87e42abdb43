import {
  AppLink,
  NOT_AVAILABLE,
  RefreshIcon,
  Skeleton,
  cn,
  formatMoney,
  paths,
  useT,
} from '@publisher-platform/shared';
import { useBalance } from '../../features/balance/api/balance';
import { WalletIcon } from '../../ui/icons';
import { HEADER_ICON_CLASS, HEADER_TEXT_CLASS } from './styles';

/**
 * The balance with 2 decimals, refreshed every 300 000 ms. On failure no amount: the portal's
 * placeholder for an unknown value, "n/a", and a Retry that says what failed.
 */
export function BalanceWidget({ className }: { className?: string }) {
  const t = useT();
  const { data, isPending, isError, refetch, isFetching } = useBalance();
  const amount =
    data && !isError ? formatMoney(data.balance, { symbol: data.currency.symbol }) : '';
  const link = (
    <AppLink
      href={paths.balance}
      data-slot="header-balance"
      className={cn(HEADER_TEXT_CLASS, 'pp:font-semibold pp:tabular-nums', className)}
    >
      <WalletIcon className="pp:text-muted-foreground" />
      <span className="pp:sr-only">{t('shell.header.balance')}</span>
      {isPending ? (
        <Skeleton className="pp:h-4 pp:w-16" />
      ) : (
        <span data-slot="balance-amount" className="pp:min-w-4">
          {isError ? NOT_AVAILABLE : amount}
        </span>
      )}
    </AppLink>
  );
  if (!isError) return link;
  const failed = t('shell.header.balanceFailed');
  return (
    <span className="pp:inline-flex pp:items-center">
      {link}
      <button
        type="button"
        data-slot="balance-retry"
        aria-label={failed}
        title={failed}
        disabled={isFetching}
        onClick={() => void refetch()}
        className={HEADER_ICON_CLASS}
      >
        <RefreshIcon className={cn('pp:size-4', isFetching && 'pp:animate-spin')} />
      </button>
    </span>
  );
}
