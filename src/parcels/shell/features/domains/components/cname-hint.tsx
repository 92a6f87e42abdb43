import { CopyField, HintPanel, useT } from '@publisher-platform/shared';

/** Where a CNAME record must point: the network's own host, the one serving this portal. */
export const cnameTarget = (): string => window.location.hostname;

/** The CNAME set-up hint of the domains page, with the target ready to copy. */
export function CnameHint() {
  const t = useT();
  return (
    <HintPanel title={t('shell.domains.hint.title')}>
      <ol className="pp:m-0 pp:flex pp:list-decimal pp:flex-col pp:gap-1 pp:ps-5">
        <li>{t('shell.domains.hint.step1')}</li>
        <li>
          {t('shell.domains.hint.step2')}{' '}
          <CopyField value={cnameTarget()} label={t('shell.domains.hint.target')} />
        </li>
        <li>{t('shell.domains.hint.step3')}</li>
      </ol>
    </HintPanel>
  );
}
