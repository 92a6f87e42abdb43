/**
 * DOM helpers of the loader: the widget root, the loader's own URL, document readiness.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

export var ROOT_SELECTOR = '[data-publisher-platform]';
export var ROOT_ATTRIBUTE = 'data-publisher-platform';

/** The host's `<div data-publisher-platform>`, or a new one appended to `<body>`. */
export function findOrCreateRoot(doc: Document): HTMLElement {
  var existing = doc.querySelector<HTMLElement>(ROOT_SELECTOR);
  if (existing) return existing;
  var root = doc.createElement('div');
  root.setAttribute(ROOT_ATTRIBUTE, '');
  (doc.body || doc.documentElement).appendChild(root);
  return root;
}

/**
 * Calls `callback` once the root can be found: at once when it is already in the document
 * or parsing is over, otherwise on DOMContentLoaded (the loader may sit in `<head>`, before
 * the host's root element and `<body>` exist).
 */
export function whenRootReady(doc: Document, callback: (root: HTMLElement) => void): void {
  if (doc.readyState !== 'loading' || doc.querySelector(ROOT_SELECTOR)) {
    callback(findOrCreateRoot(doc));
    return;
  }
  var done = false;
  doc.addEventListener('DOMContentLoaded', function () {
    if (done) return;
    done = true;
    callback(findOrCreateRoot(doc));
  });
}

var LOADER_PATH = /loader\.js(?:[?#]|$)/;

/**
 * The loader script's absolute URL: `document.currentScript` (read while the script runs),
 * else the last `<script>` whose path ends with `loader.js` (IE has no currentScript);
 * empty when neither is found.
 */
export function findLoaderScriptUrl(
  doc: Document,
  currentScript: HTMLOrSVGScriptElement | null | undefined,
): string {
  if (currentScript && 'src' in currentScript && currentScript.src) return currentScript.src;
  var scripts = doc.getElementsByTagName('script');
  for (var i = scripts.length - 1; i >= 0; i--) {
    var script = scripts[i];
    if (script && LOADER_PATH.test(script.src)) return script.src;
  }
  return '';
}

/** Directory of an absolute URL, with the trailing slash ("https://cdn/x/loader.js" → "https://cdn/x/"). */
export function directoryOf(url: string): string {
  var path = url.split(/[?#]/)[0] || '';
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/**
 * Keeps the viewport's height for the widget from the start, so the host's content below it
 * does not jump down when the portal renders. A height the host gives the root itself wins.
 */
export function reserveHeight(root: HTMLElement, win: Window): void {
  var current = win.getComputedStyle ? win.getComputedStyle(root).minHeight : '';
  if (current && current !== '0px' && current !== 'auto') return;
  root.style.minHeight = '100vh';
}
