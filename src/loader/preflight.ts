/**
 * The loader's checks, in two phases. The first runs before SystemJS may run: the
 * double-inclusion guard, the loader's own URL, the polyfills and the browser check (from
 * `early.ts`, which the entry imports before SystemJS, so that old browsers, where SystemJS
 * needs `Promise`, still get here). The second reads the language and checks local storage and,
 * when a check failed, renders the full-page message.
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

/** What the first phase knows: the guard, the loader's URL and the browser check. */
export interface FirstChecks {
  readonly status: 'ok' | 'duplicate' | 'unsupported';
  readonly scriptUrl: string;
  readonly previousSystem: unknown;
}

/**
 * The checks that need no call to the browser process: the double-inclusion guard, the
 * loader's URL (`currentScript`, read synchronously while the loader script executes), the
 * polyfills and the browser check. `onSupported` runs as soon as the browser is known to be
 * supported: the route's files can be asked for before the language and storage are read.
 */
export function runFirstChecks(
  win: Window & LoaderWindow,
  currentScript: HTMLOrSVGScriptElement | null | undefined,
  onSupported?: (scriptUrl: string) => void,
): FirstChecks {
  var previousSystem = win.System;
  if (win.__publisherPlatformLoader__) {
    if (typeof console !== 'undefined') {
      console.warn(
        '[publisher-platform] loader.js is included more than once; this copy does nothing.',
      );
    }
    return { status: 'duplicate', scriptUrl: '', previousSystem: previousSystem };
  }
  win.__publisherPlatformLoader__ = true;

  var scriptUrl = findLoaderScriptUrl(win.document, currentScript);
  installPolyfills();
  var supported = isSupportedBrowser(win.navigator.userAgent);
  if (supported && onSupported) onSupported(scriptUrl);
  return {
    status: supported ? 'ok' : 'unsupported',
    scriptUrl: scriptUrl,
    previousSystem: previousSystem,
  };
}

/**
 * The rest, after `runFirstChecks` (not for a duplicate copy): the language (cookie, else the
 * browser's) and the local-storage check, each a synchronous call to the browser process (up to
 * ~30 ms on a slow phone's first page, more while the browser starts the route's requests). Sets
 * the root's `lang` and, when a check failed, renders the full-page message once the root exists.
 */
export function runSettingsChecks(win: Window & LoaderWindow, first: FirstChecks): PreflightResult {
  var doc = win.document;
  var locale = detectLocale(doc.cookie || '', navigatorLanguages(win.navigator));
  var status: PreflightStatus = first.status;
  if (status === 'ok' && !isLocalStorageAvailable(win)) status = 'storage';

  whenRootReady(doc, function (root) {
    root.setAttribute('lang', locale);
    if (status === 'unsupported' || status === 'storage') {
      renderFullPageMessage(root, status, locale);
    }
  });

  return {
    status: status,
    locale: locale,
    scriptUrl: first.scriptUrl,
    previousSystem: first.previousSystem,
  };
}

/**
 * Both phases at once (`early.ts` runs the second in a task of its own).
 * @internal the tests run both phases through it
 */
export function runPreflight(
  win: Window & LoaderWindow,
  currentScript: HTMLOrSVGScriptElement | null | undefined,
  onSupported?: (scriptUrl: string) => void,
): PreflightResult {
  var first = runFirstChecks(win, currentScript, onSupported);
  // Does nothing, so its language is never used.
  if (first.status === 'duplicate')
    return {
      status: 'duplicate',
      locale: 'en',
      scriptUrl: '',
      previousSystem: first.previousSystem,
    };
  return runSettingsChecks(win, first);
}
