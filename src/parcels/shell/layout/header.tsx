import { AppLink, getConfig, useT } from '@publisher-platform/shared';

export function Header({ username }: { username: string | undefined }) {
  const t = useT();
  return (
    <header
      data-slot="header"
      className="pp:flex pp:h-14 pp:items-center pp:justify-between pp:gap-4 pp:border-b pp:border-border pp:bg-card pp:px-4"
    >
      <AppLink
        href="/publisher/dashboard"
        className="pp:font-semibold pp:text-foreground pp:no-underline"
      >
        {getConfig().title}
      </AppLink>
      <div className="pp:flex pp:items-center pp:gap-4 pp:text-sm">
        {username && <span className="pp:text-muted-foreground">{username}</span>}
        <AppLink href="/publisher/logout">{t('shell.header.logout')}</AppLink>
      </div>
    </header>
  );
}
