// @ts-check
/** ch/reports/summary: traffic and earnings by any grouping but the offer goal. */
import { groupedReport } from './grouped.mjs';

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query */
export const summaryReport = (db, publisherId, query) =>
  groupedReport(db, publisherId, query, { goal: false, smartlink: true });
