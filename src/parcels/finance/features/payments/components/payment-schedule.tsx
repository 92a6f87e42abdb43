import { formatDateTime, useFormatOptions, useT } from '@publisher-platform/shared';
import { usePaymentSchedule } from '../api/payments';

/** When the network pays next, and which payout reaches this publisher's minimum. */
export function PaymentScheduleNote() {
  const t = useT();
  const { intl, timeZone } = useFormatOptions();
  const schedule = usePaymentSchedule();
  if (!schedule.data) return null;
  const at = (value: string) => formatDateTime(value, { intl, timeZone });
  const { nextPaymentAt, coversEarningsBefore, yourNextPaymentAt } = schedule.data;
  return (
    <p className="pp:m-0 pp:text-xs pp:text-muted-foreground" data-slot="payment-schedule">
      {t('finance.schedule.next', { next: at(nextPaymentAt), cutoff: at(coversEarningsBefore) })}
      {yourNextPaymentAt ? ` ${t('finance.schedule.yours', { date: at(yourNextPaymentAt) })}` : ''}
    </p>
  );
}
