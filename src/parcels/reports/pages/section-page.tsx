import { PageTitle, useT } from '@publisher-platform/shared';

/** A reports section at the skeleton stage: its title and route name. */
export function SectionPage({ titleId, route }: { titleId: string; route: string }) {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-2 pp:p-6" data-route={route}>
      <PageTitle title={t(titleId)} />
      <p className="pp:text-muted-foreground">{t('reports.route', { name: route })}</p>
    </div>
  );
}
