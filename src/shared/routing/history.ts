// The one browser history of the page. TanStack's history patches window.history and never undoes
// it (TanStack/router#6064), so a second one must never be created: every parcel's router and the
// shell's outlet are built on this instance. It comes from the small @tanstack/history vendor
// module, so pages without a TanStack Router (login) do not download the router.
// eslint-disable-next-line no-restricted-imports -- the one place that creates the history
import { createBrowserHistory, type RouterHistory } from '@tanstack/history';

let instance: RouterHistory | null = null;

export function getHistory(): RouterHistory {
  instance ??= createBrowserHistory();
  return instance;
}

/**
 * The shared history as seen by a router that only ever shows paths `owns` accepts: it is told of
 * a move only when the new path is its own. A parcel whose paths are left is about to be
 * unmounted; reacting to the foreign path first would tear its page down inside the click that
 * switches pages (a chart's teardown alone is tens of milliseconds on a slow phone), where the
 * unmount itself waits until the next page has painted.
 */
export function ownedHistory(owns: (pathname: string) => boolean): RouterHistory {
  const history = getHistory();
  const view: RouterHistory = Object.create(history);
  view.subscribe = (listener) =>
    history.subscribe((change) => {
      if (owns(change.location.pathname)) listener(change);
    });
  return view;
}

/** In-app navigation without a page load (single-spa sees the pushState and re-routes). */
export function navigate(to: string, { replace = false } = {}): void {
  if (replace) getHistory().replace(to);
  else getHistory().push(to);
}
