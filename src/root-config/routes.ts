// The route table: which portal path belongs to which parcel (the paths come from shared's
// `paths`). Public paths mount `auth`; everything else under the base path mounts `shell`, which
// mounts the content parcel for the path (and shows "Not found" for anything not listed here).
import {
  BASE_PATH,
  isPublicPath,
  isUnder,
  paths,
  type RouteEntry,
} from '@publisher-platform/shared';

const below = (path: string) => `${path}/*`;

export const ROUTES: readonly RouteEntry[] = [
  { path: paths.login, parcel: 'auth', name: 'login', public: true },
  { path: paths.logout, parcel: 'auth', name: 'logout', public: true },
  { path: paths.register, parcel: 'auth', name: 'register', public: true },
  { path: paths.registerConfirm, parcel: 'auth', name: 'registerConfirm', public: true },
  { path: paths.emailUpdateConfirm, parcel: 'auth', name: 'emailUpdateConfirm', public: true },
  { path: paths.resetPassword, parcel: 'auth', name: 'resetPassword', public: true },
  { path: paths.resetPasswordConfirm, parcel: 'auth', name: 'resetPasswordConfirm', public: true },
  { path: paths.root, parcel: 'reports', name: 'dashboard' },
  { path: paths.dashboard, parcel: 'reports', name: 'dashboard' },
  { path: below(paths.reports), parcel: 'reports', name: 'reports' },
  { path: below(paths.conversions), parcel: 'reports', name: 'conversions' },
  { path: below(paths.offers), parcel: 'shell', name: 'offers' },
  { path: below(paths.smartlinks), parcel: 'shell', name: 'smartlinks' },
  { path: below(paths.domains), parcel: 'shell', name: 'domains' },
  { path: below(paths.settings), parcel: 'shell', name: 'settings' },
  { path: paths.additionalPage, parcel: 'shell', name: 'additionalPage' },
  { path: below(paths.balance), parcel: 'finance', name: 'balance' },
  { path: below(paths.payments), parcel: 'finance', name: 'payments' },
  { path: below(paths.support), parcel: 'support', name: 'support' },
  { path: below(paths.news), parcel: 'support', name: 'news' },
];

export { isPublicPath };

export const isShellPath = (pathname: string): boolean =>
  isUnder(pathname, BASE_PATH) && !isPublicPath(pathname);
