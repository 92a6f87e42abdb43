// @ts-check
import { escapeHtml } from '../lib/html.mjs';
import { renderDevPage } from './dev-page.mjs';

/**
 * @typedef {{ kind: string | null, message: string | null, stack: string | null,
 *   route: string | null, status: unknown, release: string | null, user: unknown,
 *   userAgent: string | null, receivedAt: string }} CollectedReport
 */

/** @param {CollectedReport} report */
function renderReport(report) {
  const facts = [
    ['Kind', report.kind],
    ['Route', report.route],
    ['Status', report.status],
    ['Publisher', report.user],
    ['Release', report.release],
    ['Browser', report.userAgent],
  ]
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');
  return `<article>
      <h2>${escapeHtml(report.message ?? '')}</h2>
      <p class="meta">Received at <time datetime="${escapeHtml(report.receivedAt)}">${escapeHtml(report.receivedAt)}</time></p>
      <dl>${facts}</dl>
      ${report.stack ? `<pre>${escapeHtml(report.stack)}</pre>` : ''}
    </article>`;
}

/** @param {CollectedReport[]} reports  newest first */
export function renderErrorsPage(reports) {
  const body = reports.length
    ? reports.map(renderReport).join('\n    ')
    : '<p class="empty">No error has been reported yet.</p>';
  return renderDevPage({
    title: 'Error reports',
    intro:
      'Errors the portal reported to this demo network, newest first. <a href="/__demo/errors">JSON</a> · <a href="/dev/mailbox">Dev mailbox</a> · <a href="/publisher/">Back to the portal</a>',
    body,
    style:
      'dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; } dt { font-weight: 600; } pre { font-size: 0.8rem; }',
  });
}
