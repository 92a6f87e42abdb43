import { PageTitle, getConfig, useT, type RouteMatch } from '@publisher-platform/shared';

const TITLES: Record<string, string> = {
  offers: 'shell.nav.offers',
  smartlinks: 'shell.nav.smartlinks',
  domains: 'shell.nav.domains',
  settings: 'shell.nav.settings',
};

/** The shell's own pages at the skeleton stage: their title and route name. */
export function ShellPage({ match }: { match: RouteMatch }) {
  const t = useT();
  const { name } = match.route;
  const page =
    name === 'additionalPage'
      ? getConfig().additionalPages.find((p) => p.id === match.params.id)
      : undefined;
  const title = page ? page.pageTitle : t(TITLES[name] ?? 'shared.notFound');
  return (
    <div className="pp:flex pp:flex-col pp:gap-2 pp:p-6" data-route={name}>
      <PageTitle title={title} />
      <p className="pp:text-muted-foreground">{t('shell.route', { name })}</p>
    </div>
  );
}
