/**
 * Entry of loader.js, the one script an integrator adds to the host page (built as one
 * IIFE). Import order matters: `./early` runs the checks before SystemJS is evaluated.
 * Nothing is exported and no global is added except `System` (SystemJS) and the
 * double-inclusion flag. ES5 syntax on purpose (see browser-support.ts and README.md).
 */
/* eslint-disable no-var */
import { preflight } from './early';
import 'systemjs/dist/s.js';
import { boot, type SystemLike } from './boot';
import { directoryOf, whenRootReady } from './dom';
import type { LoaderWindow } from './preflight';

var win = window as Window & LoaderWindow;

if (preflight.status === 'duplicate') {
  // This copy's SystemJS replaced the running one's: put the running instance back.
  if (preflight.previousSystem) win.System = preflight.previousSystem;
} else if (preflight.status === 'ok') {
  // Capture this copy's SystemJS now, before anything else on the page can replace it.
  var system = win.System as SystemLike;
  var baseUrl = directoryOf(preflight.scriptUrl || win.location.href);
  whenRootReady(win.document, function (root) {
    void boot({
      system: system,
      fetch: function (url, init) {
        return win.fetch(url, init);
      },
      root: root,
      locale: preflight.locale,
      baseUrl: baseUrl,
      pageUrl: win.location.href,
      overrides: win.importMapOverrides,
      reload: function () {
        win.location.reload();
      },
    });
  });
}
