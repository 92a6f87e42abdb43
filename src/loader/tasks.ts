/**
 * A task scheduled ahead of the page's ordinary work, for the loader's own later steps (the rest
 * of the preload links, the language and storage checks).
 * ES5 syntax on purpose (see browser-support.ts).
 */

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

/**
 * Runs `task` in a new task ahead of the page's ordinary work where the browser has a task
 * scheduler (`scheduler.postTask`, user-blocking), else after it (`setTimeout`). The files
 * arriving meanwhile are evaluated in ordinary tasks: behind them, the last preloads of a
 * signed-in page started up to a second late, after files they do not depend on had finished.
 */
export function soon(win: { scheduler?: TaskScheduler }, task: () => void): void {
  if (win.scheduler && typeof win.scheduler.postTask === 'function')
    void win.scheduler.postTask(task, { priority: 'user-blocking' }).catch(function () {});
  else setTimeout(task, 0);
}
