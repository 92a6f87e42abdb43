import { useT } from '@publisher-platform/shared';

export const RELEASE_TAG = '5.33.1';

export function Footer() {
  const t = useT();
  return (
    <footer
      data-slot="footer"
      className="pp:flex pp:flex-wrap pp:justify-between pp:gap-2 pp:border-t pp:border-border pp:px-4 pp:py-3 pp:text-xs pp:text-muted-foreground"
    >
      <span>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</span>
      <span>{t('shell.footer.version', { version: RELEASE_TAG })}</span>
    </footer>
  );
}
