/**
 * Everything the loader does before SystemJS may run: the double-inclusion guard, the
 * loader's own URL, the language, the polyfills, the browser and local-storage checks and,
 * when a check fails, the full-page message. It runs from `early.ts`, which the entry
 * imports before SystemJS, so that old browsers (SystemJS needs `Promise`) still get here.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */
import { isSupportedBrowser } from './browser-support';
import { findLoaderScriptUrl, whenRootReady } from './dom';
import { renderFullPageMessage } from './full-page-message';
import { detectLocale, navigatorLanguages, type Locale } from './locale';
import { installPolyfills } from './polyfills';
import { isLocalStorageAvailable } from './storage';

/** What the loader reads from and writes to `window` beyond the DOM typings. */
export interface LoaderWindow {
  /** Set by the first loader copy; a second copy sees it and does nothing. */
  __publisherPlatformLoader__?: boolean;
  System?: unknown;
  importMapOverrides?: unknown;
}

export type PreflightStatus = 'ok' | 'duplicate' | 'unsupported' | 'storage';

export interface PreflightResult {
  readonly status: PreflightStatus;
  readonly locale: Locale;
  /** Absolute URL of this loader script ('' when it cannot be found). */
  readonly scriptUrl: string;
  /** `window.System` as it was before this copy ran (restored by a duplicate copy). */
  readonly previousSystem: unknown;
}

/**
 * Runs the checks. `win` is the page's window, `currentScript` the value of
 * `document.currentScript` read synchronously while the loader script executes. `onSupported`
 * runs as soon as the browser is known to be supported, before the language is read: reading
 * the cookie is a synchronous call to the browser process (up to ~30 ms on a slow phone's first
 * page), and the route's files can be asked for meanwhile.
 */
export function runPreflight(
  win: Window & LoaderWindow,
  currentScript: HTMLOrSVGScriptElement | null | undefined,
  onSupported?: (scriptUrl: string) => void,
): PreflightResult {
  var doc = win.document;
  var previousSystem = win.System;
  if (win.__publisherPlatformLoader__) {
    if (typeof console !== 'undefined') {
      console.warn(
        '[publisher-platform] loader.js is included more than once; this copy does nothing.',
      );
    }
    // Does nothing, so its language is never used.
    return { status: 'duplicate', locale: 'en', scriptUrl: '', previousSystem: previousSystem };
  }
  win.__publisherPlatformLoader__ = true;

  var scriptUrl = findLoaderScriptUrl(doc, currentScript);
  installPolyfills();

  var supported = isSupportedBrowser(win.navigator.userAgent);
  if (supported && onSupported) onSupported(scriptUrl);
  var locale = detectLocale(doc.cookie || '', navigatorLanguages(win.navigator));
  var status: PreflightStatus = 'ok';
  if (!supported) status = 'unsupported';
  else if (!isLocalStorageAvailable(win)) status = 'storage';

  whenRootReady(doc, function (root) {
    root.setAttribute('lang', locale);
    if (status === 'unsupported' || status === 'storage') {
      renderFullPageMessage(root, status, locale);
    }
  });

  return { status: status, locale: locale, scriptUrl: scriptUrl, previousSystem: previousSystem };
}
