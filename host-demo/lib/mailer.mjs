// @ts-check
/**
 * The demo network "sends" mail by storing it; GET /dev/mailbox shows it. Later features
 * (registration, password reset, e-mail change) call app.mailer.sendMail(...).
 */

import { sqlTimestamp } from './db.mjs';

/** @typedef {{ to: string, subject: string, text: string, links?: string[] }} OutgoingMail */
/**
 * @typedef {{ id: number, to: string, subject: string, text: string, links: string[], sentAt: string }}
 *   StoredMail  sentAt is ISO 8601 UTC
 */

/** @param {import('./db.mjs').Db} db */
export function createMailer(db) {
  return {
    /**
     * @param {OutgoingMail} mail  links: URLs the reader is expected to click (also shown in text)
     * @returns {Promise<number>} the mail id
     */
    async sendMail({ to, subject, text, links = [] }) {
      const row = await db.get(
        `INSERT INTO mails (recipient, subject, body, links, sent_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [to, subject, text, links, sqlTimestamp()],
      );
      return Number(row?.id);
    },

    /** @returns {Promise<StoredMail[]>} newest first */
    async listMails() {
      const rows = await db.all(
        `SELECT id, recipient, subject, body, links,
                strftime(sent_at, '%Y-%m-%dT%H:%M:%SZ') AS sent_at
         FROM mails ORDER BY id DESC`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        to: String(row.recipient),
        subject: String(row.subject),
        text: String(row.body),
        links: Array.isArray(row.links) ? row.links.map(String) : [],
        sentAt: String(row.sent_at),
      }));
    },
  };
}

/** @typedef {ReturnType<typeof createMailer>} Mailer */
