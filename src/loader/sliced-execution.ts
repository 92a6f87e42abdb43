/**
 * Runs the portal's modules in slices of the main thread. SystemJS executes every module of a
 * loaded graph in one go (a chain of microtasks: one task), which on a slow phone blocks the
 * page for hundreds of milliseconds. Here a module whose turn comes after the current slice has
 * used up its budget waits for a new task first, so the browser can paint and answer input in
 * between. Order is kept: SystemJS waits for a module's returned promise before running the
 * modules that import it (as for top-level await). ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

/**
 * Milliseconds of module execution per task. Lighthouse's mobile profile runs the page at full
 * speed and counts every task four times as long: a 12 ms slice, plus the module that overran it
 * and the linking around it, counted as a long task and added to the blocking time. At 4 ms a
 * slice stays short there too; the extra tasks cost about 0.1 ms each.
 */
var SLICE_MS = 4;

type Execute = (this: unknown) => unknown;
type Declare = (
  this: unknown,
  exportFn: unknown,
  context: unknown,
) => { execute?: Execute } | undefined;

export interface RegisteringSystem {
  register(deps: string[], declare: Declare, metas?: unknown): unknown;
}

/**
 * A promise resolved in a new task: `scheduler.yield()` where the browser has it (the
 * continuation runs before other queued tasks, so a slice costs a task switch and nothing
 * else), else a message (which browsers do not throttle like timers).
 */
function newTask(): Promise<void> {
  var scheduler = (window as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler && scheduler.yield) return scheduler.yield();
  return new Promise(function (resolve) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export function sliceModuleExecution(system: RegisteringSystem, now: () => number): void {
  if (typeof MessageChannel === 'undefined') return;
  var register = system.register;
  // When module execution began in the current task; -1 once a later task has started.
  var sliceStart = -1;
  var beginSlice = function () {
    sliceStart = now();
    void newTask().then(function () {
      sliceStart = -1;
    });
  };
  var run = function (execute: Execute, self: unknown): unknown {
    if (sliceStart < 0) beginSlice();
    if (now() - sliceStart < SLICE_MS) return execute.call(self);
    return newTask().then(function () {
      beginSlice();
      return execute.call(self);
    });
  };
  system.register = function (deps, declare, metas) {
    var sliced: Declare = function (exportFn, context) {
      var declared = declare.call(this, exportFn, context);
      var execute = declared && declared.execute;
      if (declared && execute) {
        var original: Execute = execute;
        declared.execute = function () {
          return run(original, this);
        };
      }
      return declared;
    };
    return register.call(this, deps, sliced, metas);
  };
}
