// @ts-check
/** Titles of the catalogue rows a report names (offers, landing pages, smartlinks, goals). */

/** @typedef {{ value: string | null, label: string | null }} Named */

/** Groupings whose keys are catalogue ids with a title; the others show the key itself. */
export const LABELLED_GROUPINGS = new Set([
  'offerCampaign',
  'offerLink',
  'smartlinkCampaign',
  'offerGoal',
  'subOfferCampaign',
  'subSmartlinkCampaign',
]);

/** @param {string} _grouping @param {string} key  '' for unknown @returns {Named} */
export const unlabelled = (_grouping, key) =>
  key === '' ? { value: null, label: null } : { value: key, label: key };

/** @param {import('../../lib/db.mjs').Db} db */
export async function loadLabels(db) {
  const [offers, landings, smartlinks, goals] = await Promise.all([
    db.all(`SELECT id, relative_id, title FROM offers`),
    db.all(`SELECT id, title FROM landing_pages`),
    db.all(`SELECT id, relative_id, title FROM smartlinks`),
    db.all(`SELECT id, title FROM offer_goals`),
  ]);
  /** @param {import('../../lib/db.mjs').Row[]} rows @param {boolean} relative */
  const index = (rows, relative) =>
    new Map(
      rows.map((row) => [
        String(row.id),
        { value: String(relative ? row.relative_id : row.id), label: String(row.title) },
      ]),
    );
  const maps = {
    offerCampaign: index(offers, true),
    offerLink: index(landings, false),
    smartlinkCampaign: index(smartlinks, true),
    offerGoal: index(goals, false),
  };
  /**
   * The value a filter takes and the text shown, for a key of the given grouping.
   * @param {string} grouping @param {string} key  '' for unknown
   * @returns {Named}
   */
  return (grouping, key) => {
    const map =
      grouping === 'subOfferCampaign'
        ? maps.offerLink
        : grouping === 'subSmartlinkCampaign'
          ? maps.offerCampaign
          : maps[/** @type {keyof typeof maps} */ (grouping)];
    if (!map || key === '') return unlabelled(grouping, key);
    return map.get(key) ?? { value: key, label: null };
  };
}
