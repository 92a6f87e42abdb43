/**
 * The loader's success path: import map → SystemJS → root-config's `start()`.
 * Only runs after the checks passed, but it is in the same script, so it is still written
 * in ES5 syntax (old browsers must be able to parse the whole file).
 */
/* eslint-disable no-var */
import { renderFullPageMessage } from './full-page-message';
import type { Locale } from './locale';

export var ROOT_CONFIG_MODULE = '@publisher-platform/root-config';
export var IMPORT_MAP_FILE = 'import-map.json';

/** An import map as SystemJS 6.15 accepts it in `addImportMap`. */
export interface ImportMap {
  imports?: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  depcache?: Record<string, string[]>;
  integrity?: Record<string, string>;
}

/** The part of SystemJS 6.15 (`window.System`) the loader uses. */
export interface SystemLike {
  addImportMap(map: ImportMap, baseUrl?: string): void;
  import(id: string): Promise<unknown>;
}

/** What `@publisher-platform/root-config`'s `start` export receives. */
export interface StartOptions {
  /** The widget root element (`[data-publisher-platform]`), `lang` already set. */
  root: HTMLElement;
  locale: Locale;
  /** Directory of loader.js with a trailing slash; import-map.json was read from it. */
  baseUrl: string;
  /** API GET paths the frame waits for before it shows anything (from the build's plan). */
  frameAnswers?: string[];
}

export type StartFunction = (options: StartOptions) => unknown;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface BootOptions {
  system: SystemLike;
  /** The import map the build wrote into loader.js; when absent, import-map.json is fetched. */
  importMap?: ImportMap;
  fetch: FetchLike;
  root: HTMLElement;
  locale: Locale;
  baseUrl: string;
  frameAnswers?: string[];
  /** URL the override map's addresses are relative to (the page, `location.href`). */
  pageUrl: string;
  /** `window.importMapOverrides`, when the import-map-overrides tool is on the page. */
  overrides?: unknown;
  /** Called by the "Try again" button (the loader reloads the page). */
  reload: () => void;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Array);
}

function overrideMap(overrides: unknown): ImportMap | null {
  if (!isObject(overrides) || typeof overrides.getOverrideMap !== 'function') return null;
  var getOverrideMap = overrides.getOverrideMap as () => unknown;
  var map = getOverrideMap.call(overrides);
  return isObject(map) ? (map as ImportMap) : null;
}

function startOf(module: unknown): StartFunction | null {
  if (!isObject(module) || typeof module.start !== 'function') return null;
  return module.start as StartFunction;
}

/** `import-map.json` from `baseUrl`, parsed; rejects on a network or HTTP error. */
function fetchImportMap(options: BootOptions): Promise<unknown> {
  var mapUrl = new URL(IMPORT_MAP_FILE, options.baseUrl).href;
  return options.fetch(mapUrl, { credentials: 'same-origin' }).then(function (response) {
    if (!response.ok) throw new Error(mapUrl + ' answered HTTP ' + response.status);
    return response.json() as Promise<unknown>;
  });
}

/**
 * Takes the import map the build wrote into loader.js, or loads `import-map.json` from
 * `baseUrl`, registers it (and the import-map-overrides map, if any) with SystemJS, imports
 * root-config and calls `start({ root, locale, baseUrl })`.
 * Any failure is logged and replaced by the "Please try again later" page. Never rejects.
 */
export function boot(options: BootOptions): Promise<void> {
  var mapUrl = new URL(IMPORT_MAP_FILE, options.baseUrl).href;
  return Promise.resolve()
    .then(function () {
      return options.importMap || fetchImportMap(options);
    })
    .then(function (json) {
      if (!isObject(json)) throw new Error(mapUrl + ' is not an import map');
      options.system.addImportMap(json as ImportMap, options.baseUrl);
      var overrides = overrideMap(options.overrides);
      if (overrides) options.system.addImportMap(overrides, options.pageUrl);
      return options.system.import(ROOT_CONFIG_MODULE);
    })
    .then(function (module) {
      var start = startOf(module);
      if (!start) throw new Error(ROOT_CONFIG_MODULE + ' has no start() export');
      return start({
        root: options.root,
        locale: options.locale,
        baseUrl: options.baseUrl,
        frameAnswers: options.frameAnswers,
      });
    })
    .then(
      function () {
        return undefined;
      },
      function (error: unknown) {
        console.error('[publisher-platform]', error);
        renderFullPageMessage(options.root, 'unavailable', options.locale, options.reload);
      },
    );
}
