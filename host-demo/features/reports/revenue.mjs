// @ts-check
/** ch/reports/revenue: earnings by status, by any grouping including the offer goal. */
import { groupedReport } from './grouped.mjs';

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query */
export const revenueReport = (db, publisherId, query) =>
  groupedReport(db, publisherId, query, { goal: true, smartlink: true });
