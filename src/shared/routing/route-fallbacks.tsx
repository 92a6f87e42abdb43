// What every parcel's router shows while a route loads, when it fails, and for a path it does not
// know: one look everywhere, always inside the content area so the frame keeps working.
import { useT } from '../i18n';
import { FailurePanel } from '../parcel/failure-panel';
import { EmptyState } from '../ui/empty-state';
import { PageTitle } from '../ui/page-title';
import { SkeletonText } from '../ui/skeleton';
import { AppLink } from './app-link';
import { paths } from './paths';

export function RoutePending() {
  return (
    <div className="pp:p-6" aria-busy="true" data-slot="route-pending">
      <SkeletonText lines={4} />
    </div>
  );
}

export interface RouteErrorProps {
  error: unknown;
  /** Runs the route again (its loader and component). */
  onRetry: () => void;
}

/**
 * A route whose loader or component failed. Retry runs the route again, in place: its loader, and
 * its page's code when that could not be loaded (the file is asked for again).
 */
export function RouteError({ error, onRetry }: RouteErrorProps) {
  return <FailurePanel error={error} onRetry={onRetry} what="a page failed" slot="route-error" />;
}

export interface NotFoundViewProps {
  /** The way back: the list an unknown item belongs to (the dashboard when not given). */
  back?: { href: string; label: string };
}

/** A portal path that no page answers, or an item that does not exist. */
export function NotFoundView({ back }: NotFoundViewProps = {}) {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="notFound">
      <PageTitle title={t('shared.notFound')} />
      <EmptyState title={t('shared.notFound.text')} />
      <AppLink href={back?.href ?? paths.dashboard}>
        {back?.label ?? t('shared.notFound.back')}
      </AppLink>
    </div>
  );
}
