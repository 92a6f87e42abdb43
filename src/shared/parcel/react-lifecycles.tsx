// A React root as single-spa lifecycles, keyed by the mounted app's or parcel's name: mount
// renders into `props.domElement` (during the page load as a transition: React yields to the
// browser every few milliseconds instead of blocking the main thread for the whole first
// screen) and resolves once the tree has mounted; update re-renders with the new props; unmount
// removes the root. A render error shows `fallback` instead of taking the host page down.
import { Component, startTransition, type ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { hasUserInteracted, watchUserInput } from '../routing/user-input';
import { chunk } from './chunk';
import type { MountProps } from './resilient';

type Props = MountProps & { name: string };

interface Options {
  render: (props: Props) => ReactNode;
  /** What shows instead of a tree that threw; `retry` renders the tree again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
}

class Boundary extends Component<{ fallback: Options['fallback']; children: ReactNode }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('render error') };
  }
  retry = () => this.setState({ error: undefined });
  override render() {
    return this.state.error === undefined
      ? this.props.children
      : this.props.fallback(this.state.error, this.retry);
  }
}

/** Calls `done` once its tree has committed (after the first mount or a re-render). */
class Committed extends Component<{ done: () => void; children: ReactNode }> {
  override componentDidMount() {
    this.props.done();
  }
  override componentDidUpdate() {
    this.props.done();
  }
  override render() {
    return this.props.children;
  }
}

// React re-rendered after a failed concurrent render and the page is fine: log it for the
// developer with its cause instead of React's default, an uncaught error on the host page.
const onRecoverableError = (error: unknown, info: { componentStack?: string }) =>
  console.error(
    '[publisher-platform] recovered from a render error',
    error instanceof Error && error.cause !== undefined ? error.cause : error,
    info.componentStack,
  );

// React DOM is by far the largest file of every first screen and arrives last: imported here, at
// the first mount, rather than statically, so the frame's and the page's modules (root-config,
// single-spa, shared, the parcel, its messages) run while it is still on its way. The loader asks
// for it first thing, so this import finds it in flight.
const loadReactDom = chunk((): Promise<typeof ReactDomClient> => import('react-dom/client'));

export function reactLifecycles({ render, fallback }: Options) {
  const roots = new Map<string, ReactDomClient.Root>();
  const draw = (root: ReactDomClient.Root, props: Props) =>
    new Promise<void>((resolve) => {
      const tree = (
        <Committed done={resolve}>
          <Boundary fallback={fallback}>{render(props)}</Boundary>
        </Committed>
      );
      // A page load renders in slices (no long task while the page loads); a parcel mounted
      // after the visitor's first input is the screen they asked for, drawn in one go.
      if (hasUserInteracted()) root.render(tree);
      else startTransition(() => root.render(tree));
    });
  return {
    bootstrap: () => Promise.resolve(),
    mount: (props: Props) => {
      watchUserInput();
      return loadReactDom().then(({ createRoot }) => {
        const root = createRoot(props.domElement, { onRecoverableError });
        roots.set(props.name, root);
        return draw(root, props);
      });
    },
    update: (props: Props) => {
      const root = roots.get(props.name);
      return root ? draw(root, props) : Promise.resolve();
    },
    unmount: (props: Props) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      return Promise.resolve();
    },
  };
}
