/**
 * Entry of loader.js, the one script an integrator adds to the host page (built as one
 * IIFE). Import order matters: `./early` runs the checks before SystemJS is evaluated.
 * Nothing is exported and no global is added except `System` (SystemJS) and the
 * double-inclusion flag. ES5 syntax on purpose (see browser-support.ts and README.md).
 */
/* eslint-disable no-var */
import { firstChecks, frameAnswers, preloadMessages, whenChecked } from './early';
import 'systemjs/dist/s.js';
import { boot, type ImportMap, type SystemLike } from './boot';
import { directoryOf, reserveHeight, whenRootReady } from './dom';
import { forgetFailedImports } from './forget-failed';
import type { LoaderWindow } from './preflight';
import { sliceModuleExecution, type RegisteringSystem } from './sliced-execution';

// Written in by the build (its manifest); absent in unit-test builds.
declare var __PP_IMPORT_MAP__: ImportMap | undefined;

var win = window as Window & LoaderWindow;

if (firstChecks.status === 'duplicate') {
  // This copy's SystemJS replaced the running one's: put the running instance back.
  if (firstChecks.previousSystem) win.System = firstChecks.previousSystem;
} else if (firstChecks.status === 'ok') {
  // Capture this copy's SystemJS now, before anything else on the page can replace it.
  var system = win.System as SystemLike;
  forgetFailedImports(system);
  sliceModuleExecution(system as unknown as RegisteringSystem, function () {
    return win.performance.now();
  });
  var baseUrl = directoryOf(firstChecks.scriptUrl || win.location.href);
  // The build writes the import map into this file (it rebuilds the loader with every module, as
  // the preload plan changes too): no request for it, so every file of the route is asked for in
  // the loader's round trip. Without it (a loader built alone) boot() fetches import-map.json.
  var builtMap = typeof __PP_IMPORT_MAP__ !== 'undefined' ? __PP_IMPORT_MAP__ : undefined;
  whenChecked(function (preflight) {
    if (preflight.status !== 'ok') return;
    // SystemJS starts once the widget's root is there and every preload link is in: its first
    // script (root-config, a small file) would otherwise come back while the loader still adds
    // links, and the links after it would start a round trip later. The modules cannot run before
    // React DOM arrives anyway.
    var linksAdded = !preloadMessages;
    var widgetRoot: HTMLElement | null = null;
    var startWhenReady = function () {
      if (!linksAdded || !widgetRoot) return;
      void boot({
        system: system,
        importMap: builtMap,
        fetch: win.fetch.bind(win),
        root: widgetRoot,
        locale: preflight.locale,
        baseUrl: baseUrl,
        frameAnswers: frameAnswers,
        pageUrl: win.location.href,
        overrides: win.importMapOverrides,
        reload: function () {
          win.location.reload();
        },
      });
    };
    if (preloadMessages)
      preloadMessages(preflight.locale, function () {
        linksAdded = true;
        startWhenReady();
      });
    whenRootReady(win.document, function (root) {
      reserveHeight(root, win);
      widgetRoot = root;
      startWhenReady();
    });
  });
}
