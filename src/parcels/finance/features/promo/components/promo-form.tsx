import {
  Button,
  TextField,
  filled,
  notBlank,
  notify,
  rule,
  t as translate,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { useMoney } from '../../../lib/money';
import { useActivatePromoCode } from '../api/promo';

interface PromoValues extends Record<string, unknown> {
  code: string;
}

const codeRule = rule(
  filled('finance.promo.errors.required'),
  notBlank('finance.promo.errors.blank'),
);

/** Activates a code; the server's text tells an unknown, expired or used code. */
export function PromoForm() {
  const t = useT();
  const money = useMoney();
  const activate = useActivatePromoCode();
  const form = useForm<PromoValues>({
    initialValues: { code: '' },
    validate: { code: codeRule },
    onSubmit: async ({ code }) => {
      const promo = await activate.mutateAsync(code.trim());
      notify.success(translate('finance.promo.activated', { amount: money(promo.amount) }));
      form.setValue('code', '');
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      data-slot="promo-form"
      className="pp:flex pp:flex-col pp:gap-3 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4 pp:md:flex-row pp:md:items-start"
    >
      <TextField
        label={t('finance.promo.code')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        containerClassName="pp:md:max-w-sm pp:flex-1"
        {...form.field('code')}
      />
      <Button type="submit" loading={form.submitting} className="pp:md:mt-6">
        {t('finance.promo.activate')}
      </Button>
    </form>
  );
}
