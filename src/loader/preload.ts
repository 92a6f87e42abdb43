/**
 * Starts every file the current route's first screen needs at once (`<link rel="preload">`),
 * so the page waits for about three round trips (host page → loader → everything else) instead
 * of SystemJS finding one import after the other. The plan is written into loader.js by the
 * build from its manifest and root-config's route table (see .config/build/preload-plan.mjs).
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */
import { soon } from './tasks';

/**
 * Files per set, as indexes into the plan's `files`: `a` in every language, plus the message
 * chunks of each language.
 */
export type PreloadSet = Record<string, number[]>;

export interface PreloadPlan {
  /** Every file of the plan once, in the order they are asked for (see the build's plan). */
  files: string[];
  sets: Record<string, PreloadSet>;
  /** [pathname regex source, set names]; the first match wins. */
  routes: [string, string[]][];
  /** Sets for any other path (the portal's "Not found" still needs the frame). */
  fallback: string[];
  /** Files from this index on are parts a first screen draws after its data: low priority. */
  lowFrom: number;
  /** API GET paths (under the API base) the frame waits for before it shows anything. */
  frameAnswers?: string[];
}

/**
 * The files of the first route matching `pathname` (else the fallback's) in one `part` of its
 * sets ('a': every language; a locale: that language's message chunks), each once, in plan order.
 */
export function routeFilesOf(plan: PreloadPlan, pathname: string, part: string): string[] {
  var names = plan.fallback;
  for (var r = plan.routes.length - 1; r >= 0; r--) {
    var route = plan.routes[r] as [string, string[]];
    if (new RegExp(route[0]).test(pathname)) names = route[1];
  }
  var indexes: number[] = [];
  for (var n = 0; n < names.length; n++) {
    var list = (plan.sets[names[n] as string] || {})[part] || [];
    for (var f = 0; f < list.length; f++)
      if (indexes.indexOf(list[f] as number) < 0) indexes.push(list[f] as number);
  }
  indexes.sort(function (a, b) {
    return a - b;
  });
  var files: string[] = [];
  for (var i = 0; i < indexes.length; i++) files.push(plan.files[indexes[i] as number] as string);
  return files;
}

/**
 * Every file of the first route matching `pathname` in `locale`, in the order the loader asks
 * for them: the files every language needs, then the language's message chunks.
 * @internal the tests read a plan through it
 */
export function routeFiles(plan: PreloadPlan, pathname: string, locale: string): string[] {
  return routeFilesOf(plan, pathname, 'a').concat(routeFilesOf(plan, pathname, locale));
}

// Starting a request costs the main thread about a millisecond (more on a slow phone, ×4 in
// Lighthouse's mobile profile): links are added a few at a time, each group in its own task, so
// the loader never blocks the page for long. Only six requests run at once anyway.
var LINKS_PER_TASK = 4;

/**
 * Queues a preload link for each file (a route's sets share no file); `done`, when given, runs
 * once every file queued so far has its link.
 */
export type Preloader = (files: string[], done?: () => void) => void;

/**
 * Preload links added in order (of `rank` when given, lowest first, later files merged in
 * among those still waiting): the first few at once, the rest in later tasks. Scripts get
 * `crossorigin` exactly when SystemJS will load them cross-origin (it sets it only then),
 * otherwise the browser cannot reuse the preloaded answer. A file `low` says yes to is asked
 * for at low priority.
 */
export function createPreloader(
  doc: Document,
  baseUrl: string,
  pageOrigin: string,
  rank?: (file: string) => number,
  low?: (file: string) => boolean,
): Preloader {
  var crossOrigin = baseUrl.indexOf(pageOrigin + '/') !== 0;
  var queue: string[] = [];
  var waiting: (() => void) | undefined;
  var addSome = function () {
    for (var n = 0; n < LINKS_PER_TASK && queue.length; n++) {
      var file = queue.shift() as string;
      var link = doc.createElement('link');
      var style = /\.css$/.test(file);
      link.rel = 'preload';
      link.as = style ? 'style' : 'script';
      if (crossOrigin && !style) link.crossOrigin = 'anonymous';
      if (low && low(file)) link.setAttribute('fetchpriority', 'low');
      link.href = baseUrl + file;
      link.setAttribute('data-publisher-platform-preload', '');
      (doc.head || doc.documentElement).appendChild(link);
    }
    if (queue.length) soon(doc.defaultView || {}, addSome);
    else if (waiting) waiting();
  };
  return function (files, done) {
    // A later group is due while the queue holds files: they join it.
    var idle = !queue.length;
    queue = queue.concat(files);
    if (rank)
      queue.sort(function (a, b) {
        return rank(a) - rank(b);
      });
    waiting = done;
    if (idle) addSome();
  };
}
