import { useEffect } from 'react';
import {
  SkeletonText,
  clearQueryCache,
  draftKeeper,
  navigate,
  paths,
  setTrackingUser,
  useT,
} from '@publisher-platform/shared';
import { logout } from '../api/logout';

/** /publisher/logout: ends the session, forgets cached data and goes to the login page. */
export function LogoutPage() {
  const t = useT();
  useEffect(() => {
    let active = true;
    logout()
      .catch((error: unknown) => console.warn('[publisher-platform] logout', error))
      .finally(() => {
        clearQueryCache();
        draftKeeper()?.drop();
        setTrackingUser(null);
        if (active) navigate(paths.login, { replace: true });
      });
    return () => {
      active = false;
    };
  }, []);
  return (
    <div role="status" aria-busy="true" className="pp:flex pp:flex-col pp:gap-3">
      <span className="pp:sr-only">{t('auth.logout.progress')}</span>
      <SkeletonText lines={2} />
    </div>
  );
}
