// The public routes are flat, with no search state, so the auth parcel picks its screen with the
// shared route matcher instead of a TanStack Router: the login page then downloads no router.
// Only login and logout are in the entry; the other screens are lazy chunks with a stylesheet of
// their own (login page budget).
import { lazy, Suspense, type ReactNode } from 'react';
import {
  SkeletonText,
  loadChunk,
  matchRoute,
  paths,
  usePathname,
  useT,
  type RouteEntry,
} from '@publisher-platform/shared';
import { LoginForm } from './features/login/components/login-form';
import { LogoutPage } from './features/logout/components/logout-page';
import { AuthLayout } from './layout/auth-layout';

// A lazy screen module renders once its stylesheet is linked; a failed load reloads once.
const withStyles =
  <M extends { loadScreenStyles: () => Promise<void> }>(load: () => Promise<M>) =>
  () =>
    load().then(async (module) => {
      await module.loadScreenStyles();
      return module;
    });
const registerChunk = loadChunk(withStyles(() => import('./screens/register')));
const confirmChunk = loadChunk(withStyles(() => import('./screens/confirm')));
const resetChunk = loadChunk(withStyles(() => import('./screens/reset')));
const RegisterPage = lazy(() => registerChunk().then((m) => ({ default: m.RegisterPage })));
const RegisterConfirmPage = lazy(() =>
  confirmChunk().then((m) => ({ default: m.RegisterConfirmPage })),
);
const EmailUpdateConfirmPage = lazy(() =>
  confirmChunk().then((m) => ({ default: m.EmailUpdateConfirmPage })),
);
const ResetRequestForm = lazy(() => resetChunk().then((m) => ({ default: m.ResetRequestForm })));
const ResetConfirmForm = lazy(() => resetChunk().then((m) => ({ default: m.ResetConfirmForm })));

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
      <Suspense fallback={<ScreenLoading />}>
        {screen && <div data-route={screen.name}>{screen.render(match?.params ?? {})}</div>}
      </Suspense>
    </AuthLayout>
  );
}
