// The route table of spec §2: which path belongs to which parcel. Public paths mount `auth`;
// everything else under /publisher mounts `shell`, which mounts the content parcel for the path
// (and shows "Not found" for anything not listed here).
import type { RouteEntry } from '@publisher-platform/shared';

export const BASE_PATH = '/publisher';

export const ROUTES: readonly RouteEntry[] = [
  { path: '/publisher/login', parcel: 'auth', name: 'login', public: true },
  { path: '/publisher/logout', parcel: 'auth', name: 'logout', public: true },
  { path: '/publisher/register', parcel: 'auth', name: 'register', public: true },
  {
    path: '/publisher/register/confirm/$token',
    parcel: 'auth',
    name: 'registerConfirm',
    public: true,
  },
  {
    path: '/publisher/email_update/confirm/$token',
    parcel: 'auth',
    name: 'emailUpdateConfirm',
    public: true,
  },
  { path: '/publisher/reset_password', parcel: 'auth', name: 'resetPassword', public: true },
  {
    path: '/publisher/reset_password/confirm/$token',
    parcel: 'auth',
    name: 'resetPasswordConfirm',
    public: true,
  },
  { path: '/publisher', parcel: 'reports', name: 'dashboard' },
  { path: '/publisher/dashboard', parcel: 'reports', name: 'dashboard' },
  { path: '/publisher/reports/*', parcel: 'reports', name: 'reports' },
  { path: '/publisher/conversions/*', parcel: 'reports', name: 'conversions' },
  { path: '/publisher/offers/*', parcel: 'shell', name: 'offers' },
  { path: '/publisher/smartlinks/*', parcel: 'shell', name: 'smartlinks' },
  { path: '/publisher/domains/*', parcel: 'shell', name: 'domains' },
  { path: '/publisher/settings/*', parcel: 'shell', name: 'settings' },
  { path: '/publisher/additional_pages/$id', parcel: 'shell', name: 'additionalPage' },
  { path: '/publisher/balance/*', parcel: 'finance', name: 'balance' },
  { path: '/publisher/payments/*', parcel: 'finance', name: 'payments' },
  { path: '/publisher/support/*', parcel: 'support', name: 'support' },
  { path: '/publisher/news/*', parcel: 'support', name: 'news' },
];

const under = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

export const isPublicPath = (pathname: string): boolean =>
  ROUTES.some(
    (r) => r.public && under(pathname.replace(/\/+$/, ''), r.path.replace(/\/\$.*$/, '')),
  );

export const isShellPath = (pathname: string): boolean =>
  under(pathname.replace(/\/+$/, '') || '/', BASE_PATH) && !isPublicPath(pathname);
