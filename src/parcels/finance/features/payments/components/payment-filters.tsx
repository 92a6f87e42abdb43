import { Checkbox, Select, useT } from '@publisher-platform/shared';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../lib/search';
import type { PaymentMethod } from '../api/payments';

export interface PaymentFilters extends Record<string, unknown> {
  status: PaymentStatus[];
  method: number | undefined;
}

export const NO_PAYMENT_FILTERS: PaymentFilters = { status: [], method: undefined };

const ALL = 'all';

/** The fields of the payments' filters drawer (they edit its draft). */
export function PaymentFilterFields({
  draft,
  change,
  methods,
}: {
  draft: PaymentFilters;
  change: (patch: Partial<PaymentFilters>) => void;
  methods: readonly PaymentMethod[];
}) {
  const t = useT();
  const toggle = (status: PaymentStatus, on: boolean) =>
    change({
      status: on ? [...draft.status, status] : draft.status.filter((item) => item !== status),
    });
  return (
    <>
      <fieldset className="pp:flex pp:flex-col pp:gap-2">
        <legend className="pp:mb-2 pp:text-sm pp:font-medium">
          {t('finance.payments.statusLabel')}
        </legend>
        {PAYMENT_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={t(`finance.payments.status.${status}`)}
            checked={draft.status.includes(status)}
            onChange={(event) => toggle(status, event.target.checked)}
          />
        ))}
      </fieldset>
      <Select
        label={t('finance.payments.method')}
        value={draft.method === undefined ? ALL : String(draft.method)}
        onValueChange={(value) => change({ method: value === ALL ? undefined : Number(value) })}
        options={[
          { value: ALL, label: t('finance.payments.allMethods') },
          ...methods.map((method) => ({ value: String(method.id), label: method.title })),
        ]}
      />
    </>
  );
}
