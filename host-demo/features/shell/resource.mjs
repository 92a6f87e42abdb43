// @ts-check
/** Rows → resources of the shell header: announcements and competitions. */
import { COMPETITION_STATUSES } from '../../lib/contract-enums.mjs';
import { isoTimestamp } from '../../lib/db.mjs';

/** @typedef {import('../../lib/db.mjs').Row} Row */
/** @typedef {'upcoming' | 'live' | 'ended'} CompetitionStatus */

export { COMPETITION_STATUSES };

/** @param {Row} row */
export function announcementResource(row) {
  return {
    '@id': `/publisher/api/announcements/${row.id}`,
    id: Number(row.id),
    title: String(row.title),
    publishedAt: isoTimestamp(row.published_at),
    previewImagePath: String(row.preview_image),
  };
}

/**
 * A monthly competition runs through the current UTC month.
 * @param {Date} now
 */
function currentMonth(now) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1000);
  /** @param {Date} date */
  const iso = (date) => date.toISOString().replace('.000Z', 'Z');
  return { startDate: iso(start), endDate: iso(end) };
}

/**
 * @param {Row} row
 * @param {Date} [now]
 */
export function competitionResource(row, now = new Date()) {
  const { startDate, endDate } =
    row.monthly === true
      ? currentMonth(now)
      : { startDate: isoTimestamp(row.start_date), endDate: isoTimestamp(row.end_date) };
  const at = now.getTime();
  /** @type {CompetitionStatus} */
  const status =
    at < Date.parse(startDate) ? 'upcoming' : at > Date.parse(endDate) ? 'ended' : 'live';
  return {
    '@id': `/publisher/api/competitions/${row.id}`,
    id: Number(row.id),
    title: String(row.title),
    startDate,
    endDate,
    status,
  };
}
