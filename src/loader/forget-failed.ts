/**
 * Lets a file that failed to load (a dropped connection, a 500 from the CDN) be asked for again
 * without a page load. SystemJS keeps every load in its registry for good, failures included: the
 * module whose file failed, and each module of the graph that waited for it, would answer the
 * same failure to every later import. So when an import fails, those records are dropped (never a
 * module that ran or one still on its way), and the next import of them fetches their files again.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

/** The fields of a SystemJS 6.15 load record read here (s.js names them by one letter). */
export interface LoadRecord {
  /** The module's execute function; null once it ran, or once its graph failed to link. */
  e?: unknown;
  /** The error its instantiation or execution threw. */
  er?: unknown;
  /** The module namespace, and `C` equal to it once the module has run. */
  n?: unknown;
  C?: unknown;
  /** The promise of an execution still under way (asynchronous modules). */
  E?: unknown;
}

type Registry = Record<string, LoadRecord>;
interface ImportingSystem {
  import(this: unknown, id: string, parentUrl?: string, meta?: unknown): Promise<unknown>;
}

/** Failed: it threw, or it was never run because its graph failed (and it is not running now). */
export function isFailedLoad(load: LoadRecord): boolean {
  return load.er !== undefined || (load.e === null && load.C !== load.n && !load.E);
}

/** Every failed import of `system` (the page's and each module's own) forgets what failed. */
export function forgetFailedImports(system: object): void {
  var importing = system as ImportingSystem;
  var load = importing.import;
  importing.import = function (id, parentUrl, meta) {
    return load.call(this, id, parentUrl, meta).then(undefined, function (error: unknown) {
      // The registry is SystemJS's one own property keyed by a symbol ('@' without symbols).
      var key = Object.getOwnPropertySymbols ? Object.getOwnPropertySymbols(system)[0] : '@';
      var registry = (system as Record<string | symbol, Registry | undefined>)[key || '@'] || {};
      for (var failed in registry)
        if (isFailedLoad(registry[failed] || {})) delete registry[failed];
      throw error;
    });
  };
}
