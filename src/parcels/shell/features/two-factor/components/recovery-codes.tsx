import { Button, CopyIcon, notify, saveFile, useT } from '@publisher-platform/shared';
import { useFocusOnMount } from '../lib/use-focus-on-mount';

export interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The new recovery codes, shown this once: copy, download as a text file, then done. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesProps) {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('shell.security.twoFactor.codes.copied'));
    } catch {
      notify.error(t('shell.security.twoFactor.codes.copyFailed'));
    }
  };
  const download = () =>
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt');
  return (
    <div className="pp:flex pp:flex-col pp:gap-3" data-slot="recovery-codes">
      <h3 ref={heading} tabIndex={-1} className="pp:text-base pp:font-semibold pp:outline-none">
        {t('shell.security.twoFactor.codes.title')}
      </h3>
      <p className="pp:text-sm pp:text-muted-foreground">
        {t('shell.security.twoFactor.codes.explain')}
      </p>
      <ol
        aria-label={t('shell.security.twoFactor.codes.list')}
        className="pp:grid pp:grid-cols-2 pp:gap-x-6 pp:gap-y-1 pp:rounded-md pp:border pp:border-border pp:bg-muted pp:p-3 pp:font-mono pp:text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="pp:flex pp:flex-wrap pp:gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <CopyIcon />
          {t('shell.security.twoFactor.codes.copy')}
        </Button>
        <Button variant="outline" onClick={download}>
          {t('shell.security.twoFactor.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('shell.security.twoFactor.codes.done')}</Button>
      </div>
    </div>
  );
}
