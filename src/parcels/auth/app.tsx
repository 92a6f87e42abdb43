// The public routes are flat, with no search state, so the auth parcel picks its screen with the
// shared route matcher instead of a TanStack Router: the login page then downloads no router.
// Only login and logout are in the entry; the other screens are lazy chunks with a stylesheet of
// their own (login page budget).
import type { ReactNode } from 'react';
import {
  SkeletonText,
  lazyPart,
  matchRoute,
  paths,
  styledChunk,
  usePathname,
  useT,
  type RouteEntry,
} from '@publisher-platform/shared';
import { LoginForm } from './features/login/components/login-form';
import { LogoutPage } from './features/logout/components/logout-page';
import { AuthLayout } from './layout/auth-layout';

// A lazy screen module renders once its stylesheet is linked; one that fails shows Retry.
const registerChunk = styledChunk(() => import('./screens/register'));
const confirmChunk = styledChunk(() => import('./screens/confirm'));
const resetChunk = styledChunk(() => import('./screens/reset'));
const RegisterPage = lazyPart(registerChunk, (m) => m.RegisterPage, ScreenLoading);
const RegisterConfirmPage = lazyPart(confirmChunk, (m) => m.RegisterConfirmPage, ScreenLoading);
const EmailUpdateConfirmPage = lazyPart(
  confirmChunk,
  (m) => m.EmailUpdateConfirmPage,
  ScreenLoading,
);
const ResetRequestForm = lazyPart(resetChunk, (m) => m.ResetRequestForm, ScreenLoading);
const ResetConfirmForm = lazyPart(resetChunk, (m) => m.ResetConfirmForm, ScreenLoading);

type Params = Record<string, string>;
type Screen = RouteEntry & { render: (params: Params) => ReactNode };
const screen = (path: string, name: string, render: Screen['render']): Screen => ({
  path,
  name,
  render,
  parcel: 'auth',
  public: true,
});
const token = (params: Params) => params.token ?? '';

const SCREENS: readonly Screen[] = [
  screen(paths.login, 'login', () => <LoginForm />),
  screen(paths.logout, 'logout', () => <LogoutPage />),
  screen(paths.register, 'register', () => <RegisterPage />),
  screen(paths.registerConfirm, 'registerConfirm', (p) => (
    <RegisterConfirmPage key={token(p)} token={token(p)} />
  )),
  screen(paths.emailUpdateConfirm, 'emailUpdateConfirm', (p) => (
    <EmailUpdateConfirmPage key={token(p)} token={token(p)} />
  )),
  screen(paths.resetPassword, 'resetPassword', () => <ResetRequestForm />),
  screen(paths.resetPasswordConfirm, 'resetPasswordConfirm', (p) => (
    <ResetConfirmForm key={token(p)} token={token(p)} />
  )),
];

function ScreenLoading() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="pp:flex pp:flex-col pp:gap-3">
      <span className="pp:sr-only">{t('auth.loading')}</span>
      <SkeletonText lines={4} />
    </div>
  );
}

export function AuthApp() {
  const pathname = usePathname();
  const match = matchRoute(SCREENS, pathname.replace(/\/+$/, ''));
  const screen = match ? (match.route as Screen) : null;
  return (
    <AuthLayout>
      {screen && <div data-route={screen.name}>{screen.render(match?.params ?? {})}</div>}
    </AuthLayout>
  );
}
