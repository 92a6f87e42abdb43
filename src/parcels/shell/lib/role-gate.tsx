import type { ReactNode } from 'react';
import {
  ErrorState,
  NotFoundView,
  RoutePending,
  hasRole,
  useSession,
} from '@publisher-platform/shared';
import { useCurrentPublisher } from '../features/profile/api/current-publisher';

/**
 * A page only publishers with `role` see: the page with it, "Not found" without it. While the
 * profile that lists the roles loads, the route's pending view; when it cannot be loaded, its
 * failure with Retry (not "Not found", which would be wrong for a publisher who has the role).
 */
export function RoleGate({ role, children }: { role: string; children: ReactNode }) {
  const session = useSession();
  const profile = useCurrentPublisher();
  if (hasRole(role, session)) return children;
  if (!session && profile.isError)
    return (
      <ErrorState error={profile.error} onRetry={() => void profile.refetch()} className="pp:m-6" />
    );
  if (!session) return <RoutePending />;
  return <NotFoundView />;
}
