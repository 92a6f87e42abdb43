import type { ReactNode } from 'react';
import { Button, Skeleton, useT } from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import { useBalance } from '../api/balance';

/** The current balance: what the ledger adds up to (the header shows the same figure). */
export function BalanceSummary({ children }: { children?: ReactNode }) {
  const t = useT();
  const money = useMoney();
  const balance = useBalance();
  let figure: ReactNode;
  if (balance.isPending) figure = <Skeleton className="pp:h-8 pp:w-40" />;
  else if (balance.isError)
    figure = (
      <span className="pp:flex pp:flex-wrap pp:items-center pp:gap-2 pp:text-sm">
        <span role="alert">{t('finance.balance.failed')}</span>
        <Button variant="outline" size="sm" onClick={() => void balance.refetch()}>
          {t('finance.retry')}
        </Button>
      </span>
    );
  else
    figure = (
      <span data-slot="balance-figure" className="pp:text-2xl pp:font-semibold pp:md:text-3xl">
        {money(balance.data.balance)}
      </span>
    );
  return (
    <section
      aria-labelledby="finance-balance-label"
      className="pp:flex pp:flex-col pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4 pp:md:flex-row pp:md:items-center pp:md:justify-between"
    >
      <div className="pp:flex pp:flex-col pp:gap-1">
        <h2
          id="finance-balance-label"
          className="pp:text-sm pp:font-medium pp:text-muted-foreground"
        >
          {t('finance.balance.current')}
        </h2>
        {figure}
      </div>
      {children}
    </section>
  );
}
