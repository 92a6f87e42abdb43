import { AppLink, Skeleton, cn, formatMoney, paths, useT } from '@publisher-platform/shared';
import { useBalance } from '../../features/balance/api/balance';
import { WalletIcon } from '../../ui/icons';
import { HEADER_TEXT_CLASS } from './styles';

/** The balance with 2 decimals, refreshed every 300 000 ms, blank on failure. */
export function BalanceWidget({ className }: { className?: string }) {
  const t = useT();
  const { data, isPending, isError } = useBalance();
  const amount =
    data && !isError ? formatMoney(data.balance, { symbol: data.currency.symbol }) : '';
  return (
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
          {amount}
        </span>
      )}
    </AppLink>
  );
}
