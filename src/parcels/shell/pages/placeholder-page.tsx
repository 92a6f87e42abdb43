import { EmptyState, PageTitle, useT } from '@publisher-platform/shared';

const TITLES: Record<string, string> = {
  offers: 'shell.nav.offers',
  smartlinks: 'shell.nav.smartlinks',
};

/** Offers and smartlinks (lists and details) arrive with their own issues; until then a titled
 *  page. */
export function PlaceholderPage({ name, title }: { name: string; title?: string }) {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route={name}>
      <PageTitle title={title ?? t(TITLES[name] ?? 'shared.notFound')} />
      <EmptyState />
    </div>
  );
}
