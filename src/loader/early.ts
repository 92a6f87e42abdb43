/**
 * Side-effect module: runs the first checks while the loader script executes (so that
 * `document.currentScript` is still set) and before SystemJS is evaluated — the entry
 * imports this module first. Old browsers that cannot run SystemJS have shown their
 * message by then. A supported browser has asked for the route's files by then too: they
 * are on their way while the rest of the loader runs.
 */
/* eslint-disable no-var */
import { directoryOf } from './dom';
import { warmUpIntl } from './warm-up';
import {
  runFirstChecks,
  runSettingsChecks,
  type FirstChecks,
  type LoaderWindow,
  type PreflightResult,
} from './preflight';
import { detectLocale, navigatorLanguages } from './locale';
import { createPreloader, routeFilesOf, type Preloader, type PreloadPlan } from './preload';
import { soon } from './tasks';

// Written in by the build (its manifest and the route table); absent in unit-test builds.
declare var __PP_PRELOAD_PLAN__: PreloadPlan | undefined;

var win = window as Window & LoaderWindow;
var plan = typeof __PP_PRELOAD_PLAN__ !== 'undefined' ? __PP_PRELOAD_PLAN__ : undefined;
var preload: Preloader | undefined;
/** What the frame asks the API for before it shows anything (root-config asks early). */
export var frameAnswers = plan && plan.frameAnswers;

export var firstChecks: FirstChecks = runFirstChecks(
  win,
  document.currentScript,
  function (scriptUrl) {
    var baseUrl = directoryOf(scriptUrl || win.location.href);
    if (plan) {
      var files = plan.files;
      // Largest first; the message chunks of the language join the rest once it is known.
      var lowFrom = plan.lowFrom;
      var rank = function (file: string) {
        return files.indexOf(file);
      };
      preload = createPreloader(win.document, baseUrl, win.location.origin, rank, function (file) {
        return rank(file) >= lowFrom;
      });
      preload(routeFilesOf(plan, win.location.pathname, 'a'));
    }
    // Here, not later: its request must find a free connection, not queue behind the preloads
    // and arrive after shared has paid for ICU itself. ICU's first load is the same whatever the
    // language, so the browser's language does (the cookie is not read yet).
    warmUpIntl(win, baseUrl, detectLocale('', navigatorLanguages(win.navigator)));
  },
);

var checked: PreflightResult | undefined;
var onChecked: ((result: PreflightResult) => void) | undefined;
var finishChecks = function () {
  checked = runSettingsChecks(win, firstChecks);
  if (onChecked) onChecked(checked);
};
// A supported browser reads the cookie and probes the storage in a task of its own: the first
// one (the preloads' start, the worker, SystemJS) stays short on a slow phone. An unsupported
// one shows its message now, before SystemJS fails to evaluate there.
if (firstChecks.status === 'ok') soon(win, finishChecks);
else if (firstChecks.status === 'unsupported') finishChecks();

/** Calls `callback` with the result of every check once they have run (not for a duplicate). */
export function whenChecked(callback: (result: PreflightResult) => void): void {
  if (checked) callback(checked);
  else onChecked = callback;
}

/**
 * Adds the message chunks of `locale` to the route's preloads and calls `done` when every link
 * is in. Undefined in a build without a preload plan.
 */
export var preloadMessages =
  preload && plan
    ? function (locale: string, done: () => void) {
        (preload as Preloader)(
          routeFilesOf(plan as PreloadPlan, win.location.pathname, locale),
          done,
        );
      }
    : undefined;
