// @ts-check

/** @param {string} text */
export function escapeHtml(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Escapes text and turns http(s) URLs into links (only those schemes, so a mail cannot
 * smuggle a javascript: link into the mailbox page).
 * @param {string} text
 */
export function linkify(text) {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * JSON for a <script type="application/json"> block: "<" is escaped so no value can close
 * the script element; JSON.parse reads \u003c back as "<".
 * @param {unknown} value
 */
export function jsonForScript(value) {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
