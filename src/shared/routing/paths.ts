// Every portal path, written once. Root-config's route table, the menu, header links, parcels'
// route trees and every navigate/link read these; no other file writes a `/publisher…` literal.
// Patterns use TanStack's `$param` segments; `buildPath` fills them in.
export const BASE_PATH = '/publisher';

export const paths = {
  root: BASE_PATH,
  login: `${BASE_PATH}/login`,
  logout: `${BASE_PATH}/logout`,
  register: `${BASE_PATH}/register`,
  registerConfirm: `${BASE_PATH}/register/confirm/$token`,
  emailUpdateConfirm: `${BASE_PATH}/email_update/confirm/$token`,
  resetPassword: `${BASE_PATH}/reset_password`,
  resetPasswordConfirm: `${BASE_PATH}/reset_password/confirm/$token`,
  dashboard: `${BASE_PATH}/dashboard`,
  offers: `${BASE_PATH}/offers`,
  offer: `${BASE_PATH}/offers/$offerId`,
  smartlinks: `${BASE_PATH}/smartlinks`,
  smartlink: `${BASE_PATH}/smartlinks/$smartlinkId`,
  reports: `${BASE_PATH}/reports`,
  clicks: `${BASE_PATH}/reports/clicks`,
  conversions: `${BASE_PATH}/conversions`,
  balance: `${BASE_PATH}/balance`,
  payments: `${BASE_PATH}/payments`,
  domains: `${BASE_PATH}/domains`,
  news: `${BASE_PATH}/news`,
  newsArticle: `${BASE_PATH}/news/article/$id`,
  support: `${BASE_PATH}/support`,
  settings: `${BASE_PATH}/settings`,
  additionalPage: `${BASE_PATH}/additional_pages/$id`,
} as const;

/** Fills a pattern's `$param` segments (URI-encoded) and appends an optional query. */
export function buildPath(
  pattern: string,
  params: Record<string, string | number> = {},
  search?: Record<string, string | number | undefined>,
): string {
  const path = pattern.replace(/\$([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing param ${name} of ${pattern}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(search ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** True for `base` itself and every path below it. */
export const isUnder = (pathname: string, base: string): boolean => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === base || path.startsWith(`${base}/`);
};
