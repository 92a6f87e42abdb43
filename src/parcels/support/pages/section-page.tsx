import { PageTitle, useT } from '@publisher-platform/shared';

/** A support section at the skeleton stage: its title and route name. */
export function SectionPage({
  titleId,
  title,
  route,
}: {
  titleId?: string;
  title?: string;
  route: string;
}) {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-2 pp:p-6" data-route={route}>
      <PageTitle title={title ?? t(titleId ?? 'support.support.title')} />
      <p className="pp:text-muted-foreground">{t('support.route', { name: route })}</p>
    </div>
  );
}
