// @ts-check
import { isoTimestamp } from '../../lib/db.mjs';

/** @param {import('../../lib/db.mjs').Row} row */
export const claimResource = (row) => ({
  '@id': `/publisher/api/conversion_claims/${row.id}`,
  id: Number(row.id),
  clickId: row.click_id === null ? null : String(row.click_id),
  transactionId: row.transaction_id === null ? null : String(row.transaction_id),
  offer:
    row.offer_relative_id === null || row.offer_relative_id === undefined
      ? null
      : { relativeId: Number(row.offer_relative_id), title: String(row.offer_title) },
  convertedAt: row.converted_at === null ? null : isoTimestamp(row.converted_at),
  amount: row.amount === null ? null : Number(row.amount),
  comment: String(row.comment),
  screenshot: row.screenshot === null ? null : String(row.screenshot),
  status: String(row.status),
  answer: row.answer === null ? null : String(row.answer),
  createdAt: isoTimestamp(row.created_at),
  answeredAt: row.answered_at === null ? null : isoTimestamp(row.answered_at),
});

export const CLAIM_SELECT = `SELECT k.*, o.relative_id AS offer_relative_id, o.title AS offer_title
  FROM conversion_claims k LEFT JOIN offers o ON o.id = k.offer_id`;
