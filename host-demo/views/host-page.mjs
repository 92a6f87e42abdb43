// @ts-check
import { escapeHtml } from '../lib/html.mjs';

/**
 * The network's own white-labelled page. Its CSS deliberately uses bare element selectors
 * (header, nav a, footer, main) as real host sites do: the embedded portal must survive them.
 * @param {{ configText: string, accounts: ReadonlyArray<{ username: string, note: string }>, password: string, nonce?: string | undefined, mailbox?: boolean }} input
 *   configText is inserted verbatim: callers pass JSON made safe by jsonForScript (or a
 *   deliberately broken constant).
 */
export function renderHostPage({ configText, accounts, password, nonce, mailbox = false }) {
  // Under a strict policy the loader tag carries the nonce too (a CDN on another origin needs it).
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const accountItems = accounts
    .map(
      (a) =>
        `<li><code>${escapeHtml(a.username)}</code> / <code>${escapeHtml(password)}</code> (${escapeHtml(a.note)})</li>`,
    )
    .join('\n          ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>AcmeAds Network: Publisher area</title>
    <style>
      body { margin: 0; font-family: Georgia, 'Times New Roman', serif; background: #f4f1ea; color: #2b2b2b; }
      header { display: flex; align-items: center; justify-content: space-between; padding: 12px 32px; background: #1e3a5f; color: #fff; }
      header .logo { font-size: 22px; font-weight: bold; letter-spacing: 1px; }
      nav a { color: #cfe3ff; margin-left: 20px; text-decoration: underline; font-size: 15px; display: inline-block; padding: 4px 0; }
      main { max-width: 1500px; margin: 0 auto; padding: 24px 16px; }
      h1 { font-size: 26px; color: #1e3a5f; }
      button { font-family: inherit; }
      .demo-notice { border: 2px dashed #1e3a5f; background: #fffbe6; padding: 8px 16px; margin-bottom: 16px; font-size: 14px; }
      .demo-notice ul { margin: 4px 0; }
      footer { padding: 20px 32px; background: #2b2b2b; color: #bbb; font-size: 13px; text-align: center; }
      footer a { color: #fff; }
    </style>
  </head>
  <body>
    <header>
      <span class="logo">AcmeAds Network</span>
      <nav>
        <a href="/publisher/">Publishers</a>
        <a href="/publisher-demo/status.html">Status</a>
        ${mailbox ? '<a href="/dev/mailbox">Dev mailbox</a> <a href="/dev/errors">Error reports</a>' : ''}
        <a href="/publisher/api/docs.yaml">API (OpenAPI)</a>
      </nav>
    </header>
    <main>
      <div class="demo-notice" role="note">
        <strong>Demo publisher:</strong> username <code>demo</code>, password <code>${escapeHtml(password)}</code>.
        Other accounts:
        <ul>
          ${accountItems}
        </ul>
        ${mailbox ? 'Mails sent by the network appear in the <a href="/dev/mailbox">dev mailbox</a>.' : ''}
      </div>
      <div data-publisher-platform></div>
      <script type="application/json" id="publisher-platform-config">${configText}</script>
      <script src="/assets/publisher-platform/loader.js"${nonceAttribute}></script>
    </main>
    <footer>
      &copy; AcmeAds Network. A demo host page for Publisher Platform. <a href="/publisher-demo/status.html">Status</a>
    </footer>
  </body>
</html>
`;
}
