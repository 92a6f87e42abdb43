// V8's explicit compile hint: a file that starts with this comment has every function compiled
// eagerly, while the script itself is compiled (off the main thread for a streamed script),
// instead of each function being compiled on the main thread the first time it is called. Every
// module of the bundle is loaded to be run at once (React, the router, a page), so most of its
// functions are called on load. Engines without the hint read a plain comment. The loader goes
// without it: it was no faster with it.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Rollup output plugin, after the minifiers (which drop comments): the hint on line one. */
export function compileHints() {
  return {
    name: 'publisher-platform-compile-hints',
    renderChunk(code) {
      return { code: `${COMPILE_HINT}\n${code}`, map: null };
    },
  };
}
