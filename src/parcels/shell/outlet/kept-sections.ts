import type { Section } from '@publisher-platform/shared';

/**
 * How many sections stay mounted: the one shown and the last ones left. Coming back to one of
 * them shows it as it was left (scrolled to the top) instead of drawing it again, which on a
 * slow phone is the difference between a few and a few hundred milliseconds.
 */
export const KEPT_SECTIONS = 5;

/**
 * The sections to keep mounted once `current` is shown: `current` joins (or stays in) the list,
 * and the one left longest ago goes when there are more than `limit`. The order of the list is
 * the order of first visits, so kept pages never move in the document.
 */
export function keepSection(
  kept: readonly Section[],
  recency: readonly string[],
  current: Section,
  limit = KEPT_SECTIONS,
): { kept: Section[]; recency: string[] } {
  const nextRecency = [current.key, ...recency.filter((key) => key !== current.key)].slice(
    0,
    limit,
  );
  const listed = kept.some((section) => section.key === current.key);
  const nextKept = (listed ? kept : [...kept, current]).filter((section) =>
    nextRecency.includes(section.key),
  );
  return { kept: nextKept, recency: nextRecency };
}
