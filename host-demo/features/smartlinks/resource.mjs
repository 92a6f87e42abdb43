// @ts-check
/** Smartlinks as the publisher sees them: the manager's assignment and its access status. */
import { SMARTLINK_ACCESS_STATUS } from '../../lib/contract-enums.mjs';
import { HttpError } from '../../lib/http.mjs';

/** @typedef {import('../../lib/db.mjs').Row} Row */

/** Access status (the contract's SmartlinkAccessStatus). */
export const ACCESS = SMARTLINK_ACCESS_STATUS;

/** The smartlinks assigned to the publisher ($1), with their vertical. */
export const SMARTLINK_LISTING = `
  SELECT s.*, c.status AS access_status, c.token, c.id AS campaign_id,
    v.title AS vertical_title, v.status AS vertical_status
  FROM smartlink_campaigns c
  JOIN smartlinks s ON s.id = c.smartlink_id
  JOIN smartlink_verticals v ON v.id = s.vertical_id
  WHERE c.publisher_id = $1`;

/**
 * Smartlinks need ROLE_SMARTLINKS; 403 without it.
 * @param {import('../../lib/db.mjs').Db} db
 * @param {number} publisherId
 */
export async function requireSmartlinkRole(db, publisherId) {
  const row = await db.get(
    `SELECT list_contains(roles, 'ROLE_SMARTLINKS') AS allowed FROM publishers WHERE id = $1`,
    [publisherId],
  );
  if (row?.allowed !== true) throw new HttpError(403, 'Access Denied.');
}

/**
 * @param {Row} row  of SMARTLINK_LISTING
 * @param {string} origin
 */
export function smartlinkResource(row, origin) {
  const status = Number(row.access_status);
  const disabled = Number(row.vertical_status) === 0;
  const enabled = Number(row.enabled) === 0 ? 0 : 1;
  return {
    '@id': `/publisher/api/smartlinks/${row.id}`,
    id: Number(row.id),
    relativeId: Number(row.relative_id),
    title: String(row.title),
    description: String(row.description),
    vertical: {
      id: Number(row.vertical_id),
      title: String(row.vertical_title),
      status: Number(row.vertical_status),
    },
    payout: Number(row.payout),
    currency: String(row.currency),
    status,
    archived: row.archived === true,
    disabled,
    enabled,
    trackingUrl:
      status === ACCESS.active && !disabled && enabled === 1 && row.archived !== true && row.token
        ? `${origin}/click/${row.token}`
        : null,
  };
}

/** @param {Row} row  of smartlink_creatives */
export const smartlinkCreativeResource = (row) => ({
  '@id': `/publisher/api/smartlink_creatives/${row.id}`,
  id: Number(row.id),
  smartlink: `/publisher/api/smartlinks/${row.smartlink_id}`,
  title: String(row.title),
  width: Number(row.width),
  height: Number(row.height),
  imageUrl: `/media/smartlink-creatives/${row.id}.svg`,
});

/**
 * @param {import('../../lib/db.mjs').Db} db
 * @param {number} publisherId
 * @param {string | undefined} id  id or IRI (or the relative id, with that column)
 * @param {'id' | 'relative_id'} [column]  which id `id` is
 */
export async function assignedSmartlink(db, publisherId, id, column = 'id') {
  const match = /^(?:\/publisher\/api\/smartlinks\/)?(\d{1,9})$/.exec(id ?? '');
  const row = match
    ? await db.get(`SELECT * FROM (${SMARTLINK_LISTING}) WHERE ${column} = $2`, [
        publisherId,
        Number(match[1]),
      ])
    : undefined;
  if (!row) throw new HttpError(404, 'Not Found');
  return row;
}
