/**
 * Side-effect module: runs the preflight while the loader script executes (so that
 * `document.currentScript` is still set) and before SystemJS is evaluated — the entry
 * imports this module first. Old browsers that cannot run SystemJS have shown their
 * message by then.
 */
/* eslint-disable no-var */
import { runPreflight, type LoaderWindow, type PreflightResult } from './preflight';

export var preflight: PreflightResult = runPreflight(
  window as Window & LoaderWindow,
  document.currentScript,
);
