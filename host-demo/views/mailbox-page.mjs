// @ts-check
import { escapeHtml, linkify } from '../lib/html.mjs';
import { renderDevPage } from './dev-page.mjs';

/** @param {import('../lib/mailer.mjs').StoredMail} mail */
function renderMail(mail) {
  const links = mail.links
    .filter((link) => /^https?:\/\//.test(link))
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article data-mail-id="${mail.id}">
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
  return renderDevPage({
    title: 'Dev mailbox',
    intro:
      'Mails the demo network has sent, newest first. <a href="/dev/mailbox.json">JSON</a> · <a href="/dev/errors">Error reports</a> · <a href="/publisher/">Back to the portal</a>',
    body,
  });
}
