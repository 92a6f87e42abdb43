import { useEffect, useRef } from 'react';
import {
  Button,
  CopyField,
  ErrorState,
  QrCode,
  SkeletonText,
  TextField,
  requiredRule,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { useEnableTwoFactor, useSetUpTwoFactor } from '../api/two-factor';
import { appCodeProps, orWait } from '../lib/code-field';
import { useFocusOnMount } from '../lib/use-focus-on-mount';

export interface EnrolmentProps {
  /** Two-factor sign-in is on: the recovery codes to show once. */
  onEnabled: (codes: string[]) => void;
  onCancel?: () => void;
}

interface CodeValues extends Record<string, unknown> {
  code: string;
}

/** Setting up: a new secret as a QR code and as text, confirmed with a first code of the app. */
export function Enrolment({ onEnabled, onCancel }: EnrolmentProps) {
  const t = useT();
  const setup = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const started = useRef(false);
  const region = useFocusOnMount<HTMLDivElement>();
  const { mutate } = setup;
  useEffect(() => {
    // One secret per visit to this view (a second would replace the first one shown).
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  const form = useForm<CodeValues>({
    initialValues: { code: '' },
    validate: { code: requiredRule },
    onSubmit: ({ code }) =>
      orWait(
        async () => onEnabled((await enable.mutateAsync(code.trim())).recoveryCodes),
        (wait) => form.setErrors({ code: wait }),
      ),
  });
  const title = t('shell.security.twoFactor.enrol.title');
  return (
    <div
      ref={region}
      tabIndex={-1}
      role="group"
      aria-label={title}
      className="pp:flex pp:flex-col pp:gap-4 pp:outline-none"
      data-slot="two-factor-enrolment"
    >
      <p className="pp:text-sm">{t('shell.security.twoFactor.enrol.scan')}</p>
      {setup.isError ? (
        <ErrorState error={setup.error} onRetry={() => mutate()} />
      ) : !setup.data ? (
        <SkeletonText lines={4} />
      ) : (
        <>
          <QrCode
            value={setup.data.otpauthUri}
            label={t('shell.security.twoFactor.enrol.qr')}
            fileName="two-factor-qr"
          />
          <div className="pp:flex pp:flex-col pp:gap-1">
            <span className="pp:text-sm pp:text-muted-foreground">
              {t('shell.security.twoFactor.enrol.key')}
            </span>
            <CopyField
              value={setup.data.secret}
              label={t('shell.security.twoFactor.enrol.keyLabel')}
            />
          </div>
          <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-3">
            <TextField
              label={t('shell.security.twoFactor.code')}
              required
              {...appCodeProps}
              {...form.field('code')}
            />
            <div className="pp:flex pp:flex-wrap pp:gap-2">
              <Button type="submit" loading={form.submitting}>
                {t('shell.security.twoFactor.enrol.submit')}
              </Button>
              {onCancel && (
                <Button variant="ghost" onClick={onCancel}>
                  {t('shell.security.twoFactor.cancel')}
                </Button>
              )}
            </div>
          </form>
        </>
      )}
    </div>
  );
}
