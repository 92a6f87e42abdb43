// The route table's shape and matcher. The table itself (which path belongs to which parcel) is
// data owned by root-config; the shell reads it to mount the content parcel for the path.
export type ParcelName = 'auth' | 'shell' | 'reports' | 'finance' | 'support';

export interface RouteEntry {
  /** Path pattern: segments, `$param` for a variable segment, trailing `*` for any rest. */
  path: string;
  parcel: ParcelName;
  /**
   * The route's name. The build preloads with the route the page file of its parcel named after
   * it in kebab case (`offerDetails` → `…/offer-details.tsx` or `offer-details-page.tsx`), and
   * the routes of one parcel and name are one section (`sectionOf`), mounted and kept as one.
   */
  name: string;
  public?: boolean;
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] as string;
    if (part === '*') return params;
    const value = have[i];
    if (value === undefined) return null;
    if (part.startsWith('$')) params[part.slice(1)] = decode(value);
    else if (part !== value) return null;
  }
  return want.length === have.length ? params : null;
}

export function matchRoute(table: readonly RouteEntry[], pathname: string): RouteMatch | null {
  for (const route of table) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** A part of the portal: the pages of one route entry. */
export interface Section {
  key: string;
  parcel: ParcelName;
}

const NOT_FOUND_SECTION: Section = { key: 'shell:not-found', parcel: 'shell' };

/**
 * The section a path belongs to. Paths no entry matches form one section of the shell (it shows
 * "Not found" there); entries of the same name (the root and the dashboard) are one section.
 */
export function sectionOf(table: readonly RouteEntry[], pathname: string): Section {
  const route = matchRoute(table, pathname)?.route;
  return route ? { key: `${route.parcel}:${route.name}`, parcel: route.parcel } : NOT_FOUND_SECTION;
}
