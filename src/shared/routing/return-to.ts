// Where sign-in brings the publisher: back to the portal page they opened signed out, or were on
// when their session ended (its path and search: tab, range, grouping, filters, page), else the
// dashboard. The page travels in the login URL, so only a page of this portal is ever taken from
// it: nothing of another origin, no public page (login, logout, registration, password reset).
import { BASE_PATH, isUnder, paths } from './paths';

const RETURN_PARAM = 'returnTo';
const PUBLIC = [
  paths.login,
  paths.logout,
  paths.register,
  paths.resetPassword,
  paths.emailUpdateConfirm.replace(/\/confirm\/.*$/, ''),
];

/** Login, logout, registration, password reset, e-mail confirmation (and what lies below them). */
export const isPublicPath = (pathname: string): boolean =>
  PUBLIC.some((base) => isUnder(pathname, base));

/** `target` when it is a page of this portal on this origin (path, search and hash), else null. */
export function portalPage(target: string | null | undefined): string | null {
  // Only a path of ours: not `//host`, not `/\host` (browsers read both as another origin).
  if (!target || !target.startsWith('/') || /^\/[/\\]/.test(target) || target.includes('\\'))
    return null;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (!isUnder(url.pathname, BASE_PATH) || isPublicPath(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The login page that brings the publisher back to `target` (a portal page) after sign-in. */
export function loginPath(target?: string): string {
  const page = portalPage(target);
  const bare = page?.replace(/\/+$/, '');
  // The dashboard is where sign-in goes anyway.
  if (!page || bare === paths.dashboard || bare === BASE_PATH) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: page }).toString()}`;
}

/** Where sign-in goes from the login page at `search`: the page it names, else the dashboard. */
export const signInTarget = (search = window.location.search): string =>
  portalPage(new URLSearchParams(search).get(RETURN_PARAM)) ?? paths.dashboard;
