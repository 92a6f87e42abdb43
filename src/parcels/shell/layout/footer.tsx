import { getConfig, hasRole, useSession, useT } from '@publisher-platform/shared';

export const RELEASE_TAG = __PP_VERSION__;
export const BANNER_ROLE = 'ROLE_UCLIQ_BANNER';
const POWERED_BY_SITE = 'https://ucliq.com/';

/** The banner links out with the network id as the source. */
export const poweredByHref = (networkId: number | string) =>
  `${POWERED_BY_SITE}?source=${encodeURIComponent(String(networkId))}`;

export function Footer() {
  const t = useT();
  const session = useSession();
  return (
    <footer
      data-slot="footer"
      className="pp:flex pp:flex-wrap pp:items-center pp:justify-between pp:gap-x-4 pp:gap-y-2 pp:border-t pp:border-border pp:px-4 pp:py-3 pp:text-xs pp:text-muted-foreground"
    >
      <span>
        {t('shell.footer.copyright', { year: new Date().getFullYear(), title: getConfig().title })}
      </span>
      {session && hasRole(BANNER_ROLE, session) && (
        <a
          href={poweredByHref(session.customer.networkId)}
          target="_blank"
          rel="noopener noreferrer"
          data-slot="powered-by"
          className="pp:font-medium"
        >
          {t('shell.footer.poweredBy')}
        </a>
      )}
      <span data-slot="version">{t('shell.footer.version', { version: RELEASE_TAG })}</span>
    </footer>
  );
}
