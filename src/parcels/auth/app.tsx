// The public routes are flat, with no search state, so the auth parcel picks its screen with the
// shared route matcher instead of a TanStack Router: the login page then downloads no router.
import type { ComponentType } from 'react';
import { matchRoute, usePathname, type RouteEntry } from '@publisher-platform/shared';
import { LoginForm } from './features/login/components/login-form';
import { LogoutPage } from './features/logout/components/logout-page';
import { AuthLayout } from './layout/auth-layout';
import { PendingPage } from './pages/pending-page';

const pending = (titleId: string, route: string) => () => (
  <PendingPage titleId={titleId} route={route} />
);

const SCREENS: readonly (RouteEntry & { component: ComponentType })[] = [
  { path: '/publisher/login', name: 'login', component: LoginForm },
  { path: '/publisher/logout', name: 'logout', component: LogoutPage },
  {
    path: '/publisher/register',
    name: 'register',
    component: pending('auth.register.title', 'register'),
  },
  {
    path: '/publisher/register/confirm/$token',
    name: 'registerConfirm',
    component: pending('auth.register.title', 'registerConfirm'),
  },
  {
    path: '/publisher/email_update/confirm/$token',
    name: 'emailUpdateConfirm',
    component: pending('auth.emailUpdate.title', 'emailUpdateConfirm'),
  },
  {
    path: '/publisher/reset_password',
    name: 'resetPassword',
    component: pending('auth.reset.title', 'resetPassword'),
  },
  {
    path: '/publisher/reset_password/confirm/$token',
    name: 'resetPasswordConfirm',
    component: pending('auth.reset.title', 'resetPasswordConfirm'),
  },
].map((screen) => ({ ...screen, parcel: 'auth' as const, public: true }));

export function AuthApp() {
  const pathname = usePathname();
  const match = matchRoute(SCREENS, pathname.replace(/\/+$/, ''));
  const Screen = match ? (match.route as (typeof SCREENS)[number]).component : null;
  return <AuthLayout>{Screen && <Screen />}</AuthLayout>;
}
