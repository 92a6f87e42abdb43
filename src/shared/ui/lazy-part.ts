import {
  Component,
  createElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isChunkLoadError, onChunkRecovered, type Chunk } from '../parcel/chunk';
import { PartFailed } from './part-failed';

/**
 * What `load` gives, read without suspending: `now()` when that is already there, else undefined
 * until `load` settles, then a render with it. A failure is thrown from render, to the nearest
 * error boundary, as a failed `React.lazy` part does.
 */
export function useLoaded<T>(
  now: () => T | undefined,
  load: () => Promise<T>,
  wanted = true,
): T | undefined {
  const [value, setValue] = useState(now);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (value !== undefined || !wanted) return;
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
  }, [value, wanted]);
  if (failure) throw failure.error;
  return value;
}

/**
 * A chunk's module for a component that draws something else until it is in (a look-alike):
 * undefined until `wanted` and the chunk is there. A failure is thrown to the nearest boundary
 * (`PartBoundary`, which offers Retry).
 */
export const useChunk = <M>(from: Chunk<M>, wanted = true): M | undefined =>
  useLoaded(from.loaded, from, wanted);

/**
 * Where a part's code could not be loaded: its error view with Retry, which asks for the file
 * again and draws the part in place. Another copy of the part whose code came in meanwhile (its
 * own Retry) draws this one too. Any other error goes on to the boundary above.
 */
class PartBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  private stopListening: (() => void) | undefined;
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch() {
    this.stopListening ??= onChunkRecovered(this.retry);
  }
  override componentWillUnmount() {
    this.stopListening?.();
  }
  retry = () => {
    this.stopListening?.();
    this.stopListening = undefined;
    this.setState({ error: undefined });
  };
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return createElement(PartFailed, { onRetry: this.retry });
  }
}

/**
 * A component of a code-split chunk: drawn at once when the chunk is in, else as `Fallback` (the
 * same size as the part, so nothing moves) until it arrives; if it cannot be loaded, its error
 * view with Retry. Not `React.lazy` with a Suspense fallback: that suspends on its first render
 * even when the code is in, and after a committed fallback React holds back the reveals it
 * retries for up to 300 ms (its fallback throttle), so a page's table, chart or hint came that
 * much later than its code; and React.lazy keeps a failure for good.
 */
export function lazyPart<M, P extends object>(
  from: Chunk<M>,
  pick: (module: M) => ComponentType<P>,
  Fallback: ComponentType<P> = () => null,
): ComponentType<P> {
  function Part(props: P) {
    const module = useChunk(from);
    return createElement(module ? pick(module) : Fallback, props);
  }
  return function LazyPart(props: P) {
    return createElement(PartBoundary, null, createElement(Part, props));
  };
}

interface StandInProps<M> {
  from: Chunk<M>;
  /** Whether the real part is wanted yet (its code is loaded only then). */
  wanted: boolean;
  /** What holds the part's place until then, and until its code is in. */
  standIn: ReactNode;
  children: (module: M) => ReactNode;
}

function StandInOrPart<M>({ from, wanted, standIn, children }: StandInProps<M>) {
  const module = useChunk(from, wanted);
  return module && wanted ? children(module) : standIn;
}

/**
 * A part mounted on intent (a select): `standIn` (the same element all along, focus and all)
 * until the part is wanted and its code is in, then the part in its place; if its code cannot
 * be loaded, its error view with Retry.
 */
export function StandIn<M>(props: StandInProps<M>) {
  return createElement(PartBoundary, null, createElement(StandInOrPart<M>, props));
}
