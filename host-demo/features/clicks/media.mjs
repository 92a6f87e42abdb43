// @ts-check
/** Generated pictures of the demo catalogue: offer previews and banner creatives. */

const COLOURS = ['#f97316', '#0ea5e9', '#22c55e', '#a855f7', '#ef4444', '#eab308', '#14b8a6'];

/** @param {string} s */
const escape = (s) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** @param {string} text */
const colour = (text) =>
  COLOURS[[...text].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length] ?? '#f97316';

/** @param {string} title */
const initials = (title) =>
  title
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

/** A square preview: the category's colour and the offer's initials. @param {string} title @param {string} category */
export const previewSvg = (title, category) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
  `<title>${escape(title)}</title><rect width="160" height="160" rx="24" fill="${colour(category)}"/>` +
  `<text x="80" y="96" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${escape(initials(title))}</text></svg>`;

/** @param {string} title @param {number} width @param {number} height */
export const creativeSvg = (title, width, height) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<title>${escape(title)}</title><rect width="${width}" height="${height}" fill="${colour(title)}"/>` +
  `<text x="${width / 2}" y="${height / 2 + 6}" font-family="sans-serif" font-size="${Math.max(10, Math.min(width, height) / 6)}" fill="#fff" text-anchor="middle">${escape(title)}</text></svg>`;
