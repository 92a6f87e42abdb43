import { sectionOf, type RouteEntry, type Section } from '@publisher-platform/shared';

/**
 * How many sections stay mounted: the one shown and the last ones left. Coming back to one of
 * them shows it as it was left (scrolled to the top) instead of drawing it again, which on a
 * slow phone is the difference between a few and a few hundred milliseconds.
 */
export const KEPT_SECTIONS = 5;

/** A kept section with the paths its router follows (one function for as long as it is kept). */
export interface KeptSection extends Section {
  within: (pathname: string) => boolean;
}

export function withPaths(routes: readonly RouteEntry[], section: Section): KeptSection {
  return { ...section, within: (path) => sectionOf(routes, path).key === section.key };
}

/**
 * The sections to keep mounted once `current` is shown: `current` joins (or stays in) the list,
 * and the one left longest ago goes when there are more than `limit`. The order of the list is
 * the order of first visits, so kept pages never move in the document. A section already shown
 * gets back the very lists it was given, so state set from them does not render again.
 */
export function keepSection<S extends Section>(
  kept: readonly S[],
  recency: readonly string[],
  current: S,
  limit = KEPT_SECTIONS,
): { kept: readonly S[]; recency: readonly string[] } {
  const listed = kept.some((section) => section.key === current.key);
  if (listed && recency[0] === current.key && recency.length <= limit) return { kept, recency };
  const nextRecency = [current.key, ...recency.filter((key) => key !== current.key)].slice(
    0,
    limit,
  );
  const nextKept = (listed ? kept : [...kept, current]).filter((section) =>
    nextRecency.includes(section.key),
  );
  return { kept: nextKept, recency: nextRecency };
}
