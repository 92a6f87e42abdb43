import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  Button,
  TextField,
  errorText,
  notBlank,
  rule,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { requestPin } from '../api/payout-accounts';

interface PinValues extends Record<string, unknown> {
  pin: string;
}

export interface PinStepProps {
  /** Sends the change with the PIN; throws the API's error. */
  onConfirm: (pin: string) => Promise<void>;
  /** A 422 on fields other than the PIN (the change's own fields), when the caller shows them. */
  onFieldErrors?: (error: ApiError) => void;
  confirmLabel: string;
  destructive?: boolean;
  onCancel: () => void;
}

const isPinOnly = (error: ApiError) => error.violations.every((v) => v.propertyPath === 'pin');

/** Mails a PIN when shown (and again on request) and confirms the change with it. */
export function PinStep({
  onConfirm,
  onFieldErrors,
  confirmLabel,
  destructive,
  onCancel,
}: PinStepProps) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm<PinValues>({
    initialValues: { pin: '' },
    validate: { pin: rule(notBlank('finance.pin.required')) },
    // A lock (429) or another failure shows on the PIN field.
    serverErrorField: 'pin',
    onSubmit: async ({ pin }) => {
      try {
        await onConfirm(pin.trim());
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && onFieldErrors && !isPinOnly(error))
          return onFieldErrors(error);
        throw error;
      }
    },
  });
  const send = async () => {
    setSending(true);
    try {
      await requestPin();
      setSent(true);
      // A new PIN is on its way: an earlier error (e.g. the lock that has ended) no longer holds.
      form.setErrors({});
    } catch (error) {
      form.setErrors({ pin: errorText(error) });
    } finally {
      setSending(false);
    }
  };
  // One mail per step, also when React runs effects twice in development.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on entering the step only
  }, []);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="pp:flex pp:flex-col pp:gap-4"
      data-slot="pin-step"
    >
      <p className="pp:m-0 pp:text-sm" role="status">
        {sending ? t('finance.pin.sending') : sent ? t('finance.pin.sent') : ''}
      </p>
      <TextField
        label={t('finance.pin.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={32}
        required
        {...form.field('pin')}
      />
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-between">
        <Button variant="ghost" onClick={() => void send()} disabled={sending}>
          {t('finance.pin.resend')}
        </Button>
        <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row">
          <Button variant="outline" onClick={onCancel}>
            {t('finance.cancel')}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'default'}
            loading={form.submitting}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
