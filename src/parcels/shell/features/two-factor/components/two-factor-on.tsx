import { ActionButton, Button, notify, useT } from '@publisher-platform/shared';
import { useForgetTrustedBrowsers, type TwoFactorStatus } from '../api/two-factor';

export interface TwoFactorOnProps {
  status: TwoFactorStatus;
  onRegenerate: () => void;
  onDisable: () => void;
}

/** Two-factor sign-in is on: what is left of it, and what can be done. */
export function TwoFactorOn({ status, onRegenerate, onDisable }: TwoFactorOnProps) {
  const t = useT();
  const forget = useForgetTrustedBrowsers();
  const forgetBrowsers = () =>
    forget.mutateAsync().then(
      () => notify.success(t('shell.security.twoFactor.browsers.forgotten')),
      () => notify.error(t('shared.generic.error')),
    );
  return (
    <div className="pp:flex pp:flex-col pp:gap-3">
      <p role="status" className="pp:text-sm pp:font-medium">
        {t('shell.security.twoFactor.on')}
      </p>
      <dl className="pp:grid pp:grid-cols-[auto_1fr] pp:gap-x-4 pp:gap-y-1 pp:text-sm">
        <dt className="pp:text-muted-foreground">{t('shell.security.twoFactor.codesLeft')}</dt>
        <dd>{status.recoveryCodesLeft}</dd>
        <dt className="pp:text-muted-foreground">{t('shell.security.twoFactor.browsers.count')}</dt>
        <dd>{status.trustedBrowsers}</dd>
      </dl>
      <div className="pp:flex pp:flex-wrap pp:gap-2">
        <Button variant="outline" onClick={onRegenerate}>
          {t('shell.security.twoFactor.regenerate.open')}
        </Button>
        {status.trustedBrowsers > 0 && (
          <ActionButton variant="outline" onAction={forgetBrowsers}>
            {t('shell.security.twoFactor.browsers.forget')}
          </ActionButton>
        )}
        <Button variant="destructive" onClick={onDisable}>
          {t('shell.security.twoFactor.disable.open')}
        </Button>
      </div>
    </div>
  );
}
