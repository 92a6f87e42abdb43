/**
 * The loader's full-page messages, built with plain DOM calls (no framework is loaded yet).
 * Every element gets its look from inline `!important` declarations set through CSSOM
 * (`style.cssText`, allowed by a strict CSP), so host style sheets cannot break it.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */
import type { Locale } from './locale';
import { MESSAGES, UPGRADE_LINKS, type MessageKind } from './messages';

// `all:revert` drops every host rule that reaches our elements and keeps the browser's
// defaults (Chrome 84+, Firefox 67+, Safari 9.1+; older engines ignore it: cosmetic only).
// Each element then sets a few properties of its own, each property once, all `!important`.
var BASE = 'all:revert;box-sizing:border-box;text-align:center;';

var STYLES = {
  overlay:
    'position:fixed;top:0;right:0;bottom:0;left:0;inset:0;z-index:2147483000;display:flex;' +
    'overflow:auto;padding:24px;background-color:#fff;color:#1f2937;' +
    'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,"PingFang SC","Microsoft YaHei",sans-serif;',
  panel: 'display:block;max-width:560px;margin:auto;',
  title: 'display:block;margin:0 0 16px;font-size:26px;font-weight:700;line-height:1.3;',
  text: 'display:block;margin:0 0 24px;color:#4b5563;',
  list: 'display:flex;flex-wrap:wrap;justify-content:center;margin:0;padding:0;list-style:none;',
  item: 'display:block;margin:6px;',
  link:
    'display:inline-block;padding:10px 16px;border:1px solid #d1d5db;border-radius:8px;' +
    'color:#c2410c;font-weight:600;text-decoration:none;',
  button:
    'display:inline-block;padding:10px 24px;border:0;border-radius:8px;background-color:#c2410c;' +
    'color:#fff;font-family:inherit;font-size:inherit;font-weight:600;cursor:pointer;',
};

/** Creates an element whose own declarations all carry `!important`. */
function element(doc: Document, tag: string, style: string, text?: string): HTMLElement {
  var node = doc.createElement(tag);
  node.style.cssText = (BASE + style).replace(/;/g, ' !important;');
  if (text) node.appendChild(doc.createTextNode(text));
  return node;
}

/**
 * Replaces the content of `root` with a full-page message in `locale`. The `unavailable`
 * message gets a "Try again" button that calls `onRetry` (the loader reloads the page).
 * Returns the overlay element.
 */
export function renderFullPageMessage(
  root: HTMLElement,
  kind: MessageKind,
  locale: Locale,
  onRetry?: () => void,
): HTMLElement {
  var doc = root.ownerDocument;
  var texts = MESSAGES[locale] || MESSAGES.en;
  var message = texts[kind];

  var overlay = element(doc, 'div', STYLES.overlay);
  overlay.setAttribute('data-publisher-platform-message', kind);
  overlay.setAttribute('lang', locale);
  overlay.setAttribute('dir', 'ltr');

  var panel = element(doc, 'div', STYLES.panel);
  panel.setAttribute('role', 'alert');
  panel.appendChild(element(doc, 'h1', STYLES.title, message.title));
  if (message.text) panel.appendChild(element(doc, 'p', STYLES.text, message.text));

  if (kind === 'unsupported') {
    var list = element(doc, 'ul', STYLES.list);
    for (var i = 0; i < UPGRADE_LINKS.length; i++) {
      var upgrade = UPGRADE_LINKS[i];
      if (!upgrade) continue;
      var item = element(doc, 'li', STYLES.item);
      var link = element(doc, 'a', STYLES.link, upgrade.name);
      link.setAttribute('href', upgrade.href);
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
      item.appendChild(link);
      list.appendChild(item);
    }
    panel.appendChild(list);
  }

  if (kind === 'unavailable') {
    var button = element(doc, 'button', STYLES.button, texts.retry);
    button.setAttribute('type', 'button');
    button.onclick = function () {
      if (onRetry) onRetry();
    };
    panel.appendChild(button);
  }

  overlay.appendChild(panel);
  while (root.firstChild) root.removeChild(root.firstChild);
  root.appendChild(overlay);
  return overlay;
}
