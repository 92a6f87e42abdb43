/**
 * Starts intl-warm.js (see intl-worker.ts) next to loader.js. Only when loader.js is served from
 * the page's own origin: a worker script must be same-origin, and nothing needs it otherwise.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

export var INTL_WORKER_FILE = 'intl-warm.js';

export function warmUpIntl(
  win: Window & { Worker?: typeof Worker },
  baseUrl: string,
  locale: string,
): void {
  if (!win.Worker || baseUrl.indexOf(win.location.origin + '/') !== 0) return;
  try {
    new win.Worker(baseUrl + INTL_WORKER_FILE, { name: locale });
  } catch (_error) {
    // A policy without workers only costs the warm-up.
  }
}
