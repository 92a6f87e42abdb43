import {
  Button,
  SkeletonText,
  TextField,
  formatDateTime,
  notify,
  useForm,
  useIntl,
  useT,
} from '@publisher-platform/shared';
import { RocketIcon } from '../../../ui/icons';
import { useActivationRequest, useRequestActivation } from '../api/activation';

export const ACTIVATION_MESSAGE_MAX = 1000;

function RequestForm() {
  const t = useT();
  const request = useRequestActivation();
  const form = useForm({
    initialValues: { message: '' },
    onSubmit: async ({ message }) => {
      await request.mutateAsync(message);
      notify.success(t('support.activation.sent'));
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      className="pp:flex pp:flex-col pp:gap-3"
    >
      <TextField
        label={t('support.activation.message')}
        hint={t('support.activation.messageHint')}
        maxLength={ACTIVATION_MESSAGE_MAX}
        showCounter
        {...form.field('message')}
      />
      <Button type="submit" disabled={form.submitting} className="pp:self-start">
        <RocketIcon />
        {t('support.activation.submit')}
      </Button>
    </form>
  );
}

/** A demo-mode account asks its manager for activation; a sent request shows as waiting. */
export function ActivationCard() {
  const t = useT();
  const intl = useIntl();
  const latest = useActivationRequest(true);
  const data = latest.data;
  let body;
  if (latest.isPending) body = <SkeletonText lines={2} />;
  else if (data?.status === 'pending')
    body = (
      <p role="status" data-slot="activation-pending" className="pp:text-sm">
        {t('support.activation.pending', { date: formatDateTime(data.createdAt, { intl }) })}
      </p>
    );
  else if (data?.status === 'approved')
    body = (
      <p role="status" className="pp:text-sm">
        {t('support.activation.approved')}
      </p>
    );
  // A failed look-up still lets the publisher ask; the server refuses a second request.
  else body = <RequestForm />;
  return (
    <section
      aria-labelledby="support-activation-title"
      data-slot="activation-card"
      className="pp:flex pp:max-w-2xl pp:flex-col pp:gap-3 pp:rounded-lg pp:border pp:border-primary pp:bg-card pp:p-4 pp:md:p-6"
    >
      <h2 id="support-activation-title" className="pp:text-lg pp:font-semibold pp:text-foreground">
        {t('support.activation.title')}
      </h2>
      <p className="pp:text-sm pp:text-muted-foreground">{t('support.activation.text')}</p>
      {body}
    </section>
  );
}
