import { createElement, useEffect, useState, type ComponentType } from 'react';

/** A code-split module, loaded once (a failed load is tried again on the next call). */
export interface Chunk<M> {
  (): Promise<M>;
  /** The module once it is in; undefined before. */
  loaded: () => M | undefined;
}

export function chunk<M>(load: () => Promise<M>): Chunk<M> {
  let loading: Promise<M> | null = null;
  let module: M | undefined;
  const get = () => {
    if (!loading) {
      loading = load().then((m) => (module = m));
      loading.catch(() => (loading = null));
    }
    return loading;
  };
  return Object.assign(get, { loaded: () => module });
}

/**
 * What `load` gives, read without suspending: `now()` when that is already there, else undefined
 * until `load` settles, then a render with it. A failure is thrown from render, to the nearest
 * error boundary, as a failed `React.lazy` part does.
 */
export function useLoaded<T>(now: () => T | undefined, load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState(now);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (value !== undefined) return;
    let mounted = true;
    load().then(
      (loaded) => mounted && setValue(() => loaded),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
    // `load` is the same chunk on every render; only its arrival matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  if (failure) throw failure.error;
  return value;
}

/**
 * A component of a code-split chunk: drawn at once when the chunk is in, else as `Fallback` (the
 * same size as the part, so nothing moves) until it arrives. Not `React.lazy` with a Suspense
 * fallback: that suspends on its first render even when the code is in, and after a committed
 * fallback React holds back the reveals it retries for up to 300 ms (its fallback throttle), so
 * a page's table, chart or hint came that much later than its code.
 */
export function lazyPart<M, P extends object>(
  from: Chunk<M>,
  pick: (module: M) => ComponentType<P>,
  Fallback: ComponentType<P> = () => null,
): ComponentType<P> {
  return function LazyPart(props: P) {
    const module = useLoaded(from.loaded, from);
    return createElement(module ? pick(module) : Fallback, props);
  };
}
