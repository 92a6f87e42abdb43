import { PageTitle, useT } from '@publisher-platform/shared';

/** Public routes whose screens come in a later step: their title and route name. */
export function PendingPage({ titleId, route }: { titleId: string; route: string }) {
  const t = useT();
  return (
    <div data-route={route} className="pp:flex pp:flex-col pp:gap-2">
      <PageTitle title={t(titleId)} />
      <p className="pp:m-0 pp:text-muted-foreground">{t('auth.route', { name: route })}</p>
    </div>
  );
}
