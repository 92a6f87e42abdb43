// @ts-check
import { escapeHtml, linkify } from '../lib/html.mjs';

/** @param {import('../lib/mailer.mjs').StoredMail} mail */
function renderMail(mail) {
  const links = mail.links
    .filter((link) => /^https?:\/\//.test(link))
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article class="mail" data-mail-id="${mail.id}">
      <h2>${escapeHtml(mail.subject)}</h2>
      <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> at <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></p>
      <pre>${linkify(mail.text)}</pre>
      ${links ? `<ul class="links">${links}</ul>` : ''}
    </article>`;
}

/** @param {import('../lib/mailer.mjs').StoredMail[]} mails  newest first */
export function renderMailboxPage(mails) {
  const body = mails.length
    ? mails.map(renderMail).join('\n    ')
    : '<p class="empty">No mail has been sent yet.</p>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Dev mailbox: AcmeAds demo network</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 900px; color: #1f2937; }
      .mail { border: 1px solid #d1d5db; border-radius: 8px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
      .meta { color: #6b7280; font-size: 0.9rem; }
      pre { white-space: pre-wrap; font-family: inherit; background: #f9fafb; padding: 0.75rem; }
    </style>
  </head>
  <body>
    <h1>Dev mailbox</h1>
    <p>Mails the demo network has sent, newest first. <a href="/dev/mailbox.json">JSON</a> · <a href="/publisher/">Back to the portal</a></p>
    ${body}
  </body>
</html>
`;
}
