import { AppLink, EmptyState, PageTitle, useT } from '@publisher-platform/shared';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="notFound">
      <PageTitle title={t('shared.notFound')} />
      <EmptyState title={t('shell.notFound.text')} />
      <AppLink href="/publisher/dashboard">{t('shell.notFound.back')}</AppLink>
    </div>
  );
}
