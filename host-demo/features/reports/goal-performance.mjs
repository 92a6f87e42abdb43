// @ts-check
/** ch/reports/goal_performance: conversions per goal; smartlinks have no goals, so no smartlink grouping. */
import { groupedReport } from './grouped.mjs';

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Record<string, unknown>} query */
export const goalPerformanceReport = (db, publisherId, query) =>
  groupedReport(db, publisherId, query, { goal: true, smartlink: false });
