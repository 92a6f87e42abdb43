/**
 * Starts every file the current route's first screen needs at once (`<link rel="preload">`),
 * so the page waits for about three round trips (host page → loader → everything else) instead
 * of SystemJS finding one import after the other. The plan is written into loader.js by the
 * build from its manifest and root-config's route table (see .config/build/preload-plan.mjs).
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

/**
 * Files per set, as indexes into the plan's `files`: `a` in every language, plus the message
 * chunks of each language.
 */
export type PreloadSet = Record<string, number[]>;

export interface PreloadPlan {
  /** Every file of the plan once, largest first: the order they are asked for in. */
  files: string[];
  sets: Record<string, PreloadSet>;
  /** [pathname regex source, set names]; the first match wins. */
  routes: [string, string[]][];
  /** Sets for any other path (the portal's "Not found" still needs the frame). */
  fallback: string[];
}

/** The files of the first route matching `pathname`, each once, largest first. */
export function routeFiles(plan: PreloadPlan, pathname: string, locale: string): string[] {
  var names = plan.fallback;
  for (var i = 0; i < plan.routes.length; i++) {
    var route = plan.routes[i];
    if (route && new RegExp(route[0]).test(pathname)) {
      names = route[1];
      break;
    }
  }
  var indexes: number[] = [];
  var seen: Record<number, boolean> = {};
  for (var n = 0; n < names.length; n++) {
    var set = plan.sets[names[n] as string];
    if (!set) continue;
    var list = (set.a || []).concat(set[locale] || []);
    for (var f = 0; f < list.length; f++) {
      var index = list[f] as number;
      if (seen[index]) continue;
      seen[index] = true;
      indexes.push(index);
    }
  }
  indexes.sort(function (a, b) {
    return a - b;
  });
  var files: string[] = [];
  for (var i = 0; i < indexes.length; i++) files.push(plan.files[indexes[i] as number] as string);
  return files;
}

// Starting a request costs the main thread about a millisecond (more on a slow phone, ×4 in
// Lighthouse's mobile profile): links are added a few at a time, each group in its own task, so
// the loader never blocks the page for long. Only six requests run at once anyway.
var LINKS_PER_TASK = 4;

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

/**
 * Runs `task` in a new task ahead of the page's ordinary work where the browser has a task
 * scheduler (`scheduler.postTask`, user-blocking), else after it (`setTimeout`). The files
 * arriving meanwhile are evaluated in ordinary tasks: behind them, the last preloads of a
 * signed-in page started up to a second late, after files they do not depend on had finished.
 */
function soon(win: { scheduler?: TaskScheduler }, task: () => void): void {
  if (win.scheduler && typeof win.scheduler.postTask === 'function')
    void win.scheduler.postTask(task, { priority: 'user-blocking' }).catch(function () {});
  else setTimeout(task, 0);
}

/**
 * One preload link per file, in order: the first few at once, the rest in later tasks; `done`
 * runs once the last link is in. Scripts get `crossorigin` exactly when SystemJS will load them
 * cross-origin (it sets it only then), otherwise the browser cannot reuse the preloaded answer.
 */
export function preloadFiles(
  doc: Document,
  files: string[],
  baseUrl: string,
  pageOrigin: string,
  done?: () => void,
) {
  var crossOrigin = baseUrl.indexOf(pageOrigin + '/') !== 0;
  var parent = doc.head || doc.documentElement;
  var win = (doc.defaultView || {}) as { scheduler?: TaskScheduler };
  var next = 0;
  var addSome = function () {
    var end = Math.min(files.length, next + LINKS_PER_TASK);
    for (; next < end; next++) {
      var file = files[next] as string;
      var link = doc.createElement('link');
      var style = /\.css$/.test(file);
      link.rel = 'preload';
      link.as = style ? 'style' : 'script';
      if (crossOrigin && !style) link.crossOrigin = 'anonymous';
      link.href = baseUrl + file;
      link.setAttribute('data-publisher-platform-preload', '');
      parent.appendChild(link);
    }
    if (next < files.length) soon(win, addSome);
    else if (done) done();
  };
  addSome();
}
