import { lazy, Suspense, type ComponentType } from 'react';
import { SkeletonText, loadChunk, type RouteMatch } from '@publisher-platform/shared';
import { AdditionalPage } from './additional-page';
import { NotFoundPage } from './not-found-page';
import { PlaceholderPage } from './placeholder-page';

// Code-split: each page is its own chunk (a failed chunk load forces one reload).
const SettingsPage = lazy(loadChunk(() => import('../features/settings/settings-page')));
const DomainsPage = lazy(loadChunk(() => import('../features/domains/domains-page')));

const PAGES: Record<string, ComponentType> = {
  settings: SettingsPage,
  domains: DomainsPage,
};

const Pending = () => (
  <div className="pp:p-6" aria-busy="true">
    <SkeletonText lines={4} />
  </div>
);

/** The shell's own pages; settings and domains own only their exact path. */
export function ShellPage({ match, pathname }: { match: RouteMatch; pathname: string }) {
  const { name } = match.route;
  if (name === 'additionalPage') return <AdditionalPage id={match.params.id ?? ''} />;
  const Page = PAGES[name];
  if (Page) {
    if (pathname.replace(/\/+$/, '') !== `/publisher/${name}`) return <NotFoundPage />;
    return (
      <Suspense fallback={<Pending />}>
        <Page />
      </Suspense>
    );
  }
  return <PlaceholderPage name={name} />;
}
