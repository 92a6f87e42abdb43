import type { ReactNode } from 'react';
import {
  ErrorState,
  NotFoundView,
  PageTitle,
  RoutePending,
  hasRole,
  useSession,
} from '@publisher-platform/shared';
import { useCurrentPublisher } from '../features/profile/api/current-publisher';

/**
 * A page only publishers with `role` see: the page with it, "Not found" without it. While the
 * profile that lists the roles loads, the route's pending view; when it cannot be loaded, the
 * page's title and that failure with Retry (not "Not found", which would be wrong for a
 * publisher who has the role).
 */
export function RoleGate({
  role,
  title,
  children,
}: {
  role: string;
  title: string;
  children: ReactNode;
}) {
  const session = useSession();
  const profile = useCurrentPublisher();
  if (hasRole(role, session)) return children;
  if (!session && profile.isError)
    return (
      <div className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6">
        <PageTitle title={title} />
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  if (!session) return <RoutePending />;
  return <NotFoundView />;
}
