import { useState } from 'react';
import { Button, ErrorState, SkeletonText, notify, useT } from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';
import { useTwoFactorStatus } from '../api/two-factor';
import { ConfirmForm } from './confirm-form';
import { Enrolment } from './enrolment';
import { RecoveryCodesPanel } from './recovery-codes';
import { TwoFactorOn } from './two-factor-on';

type View =
  | { name: 'status' }
  | { name: 'enrol' | 'disable' | 'regenerate' }
  | { name: 'codes'; codes: string[] };

const STATUS: View = { name: 'status' };

/** The Security tab's two-factor sign-in: turn on (QR code, first code), codes, turn off. */
export function TwoFactorSection() {
  const t = useT();
  const status = useTwoFactorStatus();
  const [view, setView] = useState<View>(STATUS);
  const back = () => setView(STATUS);
  const showCodes = (codes: string[] = []) => setView({ name: 'codes', codes });

  let body;
  if (view.name === 'codes') body = <RecoveryCodesPanel codes={view.codes} onDone={back} />;
  else if (view.name === 'enrol') body = <Enrolment onEnabled={showCodes} onCancel={back} />;
  else if (view.name === 'disable' || view.name === 'regenerate') {
    const done = (codes?: string[]) => {
      if (codes) return showCodes(codes);
      notify.success(t('shell.security.twoFactor.disable.done'));
      back();
    };
    body = <ConfirmForm key={view.name} action={view.name} onDone={done} onCancel={back} />;
  } else if (status.isPending) body = <SkeletonText lines={2} />;
  else if (status.isError)
    body = <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  else if (status.data.enabled)
    body = (
      <TwoFactorOn
        status={status.data}
        onRegenerate={() => setView({ name: 'regenerate' })}
        onDisable={() => setView({ name: 'disable' })}
      />
    );
  else
    body = (
      <div className="pp:flex pp:flex-col pp:items-start pp:gap-3">
        <p role="status" className="pp:text-sm">
          {t('shell.security.twoFactor.off')}
        </p>
        <Button onClick={() => setView({ name: 'enrol' })}>
          {t('shell.security.twoFactor.enrol.open')}
        </Button>
      </div>
    );

  return (
    <SectionCard
      title={t('shell.security.twoFactor.title')}
      description={t('shell.security.twoFactor.description')}
      slot="two-factor"
    >
      {body}
    </SectionCard>
  );
}
