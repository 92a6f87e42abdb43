import { Button, Skeleton, useT } from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import { useBalance } from '../../balance/api/balance';
import { usePayoutAccounts } from '../../payout-accounts/api/payout-accounts';
import { PaymentScheduleNote } from './payment-schedule';

/** How far the balance is from the active account's minimal payment (the next payment). */
export function PaymentProgress({ onAddAccount }: { onAddAccount: () => void }) {
  const t = useT();
  const money = useMoney();
  const balance = useBalance();
  const accounts = usePayoutAccounts();
  if (balance.isPending || accounts.isPending) return <Skeleton className="pp:h-20 pp:w-full" />;
  if (balance.isError || accounts.isError) return null;
  const active = accounts.data.find((account) => account.active);
  const frame =
    'pp:flex pp:flex-col pp:gap-2 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4';
  if (!active)
    return (
      <section className={frame} data-slot="payment-progress">
        <p className="pp:m-0 pp:text-sm">{t('finance.progress.noAccount')}</p>
        <Button variant="outline" className="pp:self-start" onClick={onAddAccount}>
          {t('finance.progress.addAccount')}
        </Button>
      </section>
    );
  const target = active.minimalPaymentAmount;
  const current = Math.max(0, balance.data.balance);
  const percent = target > 0 ? Math.min(100, Math.floor((current / target) * 100)) : 100;
  const label = t('finance.progress.label', { method: active.paymentMethod.title });
  return (
    <section className={frame} data-slot="payment-progress" aria-label={label}>
      <div className="pp:flex pp:flex-wrap pp:items-baseline pp:justify-between pp:gap-2">
        <h2 className="pp:m-0 pp:text-sm pp:font-medium">{label}</h2>
        <span className="pp:text-sm" data-slot="progress-text">
          {t('finance.progress.figures', {
            balance: money(balance.data.balance),
            minimal: money(target),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="pp:h-2 pp:w-full pp:overflow-hidden pp:rounded-full pp:bg-muted"
      >
        <div className="pp:h-full pp:rounded-full pp:bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="pp:m-0 pp:text-xs pp:text-muted-foreground">
        {percent >= 100
          ? t('finance.progress.reached')
          : t('finance.progress.left', { amount: money(target - current) })}
      </p>
      <PaymentScheduleNote />
    </section>
  );
}
