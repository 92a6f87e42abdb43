/**
 * SystemJS evaluates a loaded module graph in one go: on a cold signed-in page that is one task
 * of several hundred milliseconds on a phone (React DOM, shared, the frame), during which the page
 * cannot answer. Each module's `execute` is wrapped: once the modules run since the last break
 * have taken SLICE_MS, the next one waits for a new task (a MessageChannel message, as React's
 * scheduler does). SystemJS treats an `execute` that returns a promise as an async module and
 * keeps the order: a module still runs only after everything it imports.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */

export var SLICE_MS = 8;

interface Declaration {
  execute?: () => unknown;
}
type Declare = (this: unknown, exportFn: unknown, context: unknown) => Declaration | undefined;

export interface Registering {
  register: (...args: unknown[]) => unknown;
}

export function sliceModuleEvaluation(system: Registering, win: Window): void {
  if (typeof win.MessageChannel !== 'function' || !win.performance) return;
  var clock = win.performance;
  var register = system.register;
  var sliceStart = -Infinity;
  var waiting: (() => void)[] = [];
  var channel = new win.MessageChannel();
  channel.port1.onmessage = function () {
    (waiting.shift() as () => void)();
  };

  function sliced(execute: () => unknown) {
    return function () {
      if (clock.now() - sliceStart < SLICE_MS) return execute();
      return new Promise<void>(function (resolve) {
        waiting.push(resolve);
        channel.port2.postMessage(0);
      }).then(function () {
        sliceStart = clock.now();
        return execute();
      });
    };
  }

  system.register = function (this: unknown, deps: unknown, declare: unknown) {
    if (typeof declare !== 'function') return register.apply(this, arguments as never);
    // Two parameters: SystemJS passes the module context (import.meta) only to a declare
    // function of length 2, as Rollup emits.
    return register.call(this, deps, function (this: unknown, exportFn: unknown, context: unknown) {
      var declaration = (declare as Declare).call(this, exportFn, context);
      if (declaration && declaration.execute) declaration.execute = sliced(declaration.execute);
      return declaration;
    });
  };
}
