// DOM events on the widget root for the host page's analytics and tracker. They bubble, so a
// listener on the document hears them too. No personal data beyond the publisher's id.
import { getLocale, subscribeIntl } from '../i18n/store';
import { getHistory } from '../routing/history';
import { getSession, subscribeSession } from '../session/store';
import { getResolvedTheme, getThemeMode, subscribeTheme } from '../theme/theme';

export const HOST_EVENTS = {
  ready: 'publisher-platform:ready',
  route: 'publisher-platform:route',
  signin: 'publisher-platform:signin',
  signout: 'publisher-platform:signout',
  language: 'publisher-platform:language',
  theme: 'publisher-platform:theme',
} as const;

// How long a route's event waits for its page heading (the page's files may still be loading).
const TITLE_WAIT_MS = 5_000;

const dispatch = (root: HTMLElement, name: string, detail: unknown) =>
  root.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));

const headingOf = (root: HTMLElement) =>
  root.querySelector('h1:not([aria-hidden="true"] *)')?.textContent?.trim() ?? '';

/**
 * The route event names the page by its heading: it goes out once the new page's heading is
 * drawn (a heading other than the one shown before the move), or after a wait, or when the next
 * move comes first, with the heading shown by then (none: an empty title).
 * @returns sends it now, if it has not gone out yet (`stop`: never)
 */
function announceRoute(
  root: HTMLElement,
  path: string,
  before: string,
): (how: 'now' | 'stop') => void {
  let observer: MutationObserver | null = null;
  let timer = 0;
  let done = false;
  const end = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  };
  const send = (title: string) => {
    if (done) return;
    end();
    dispatch(root, HOST_EVENTS.route, { path, title });
  };
  const check = () => {
    const title = headingOf(root);
    if (title && title !== before) send(title);
  };
  observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  timer = window.setTimeout(() => send(headingOf(root)), TITLE_WAIT_MS);
  check();
  return (how) => {
    if (how === 'stop') return end();
    const title = headingOf(root);
    send(title === before ? '' : title);
  };
}

/** Sends the host events from `root` until the returned function is called. */
export function sendHostEvents(root: HTMLElement): () => void {
  const { pathname, search, hash } = window.location;
  let location = pathname + search + hash;
  let pending = announceRoute(root, location, '');
  const history = getHistory().subscribe(({ location: next }) => {
    const path = next.pathname + next.search + next.hash;
    if (path === location) return;
    location = path;
    pending('now');
    pending = announceRoute(root, path, headingOf(root));
  });

  // A publisher already signed in when the events start is announced at once.
  let publisherId: number | null = null;
  const onSession = () => {
    const id = getSession()?.id ?? null;
    if (id === publisherId) return;
    if (publisherId !== null) dispatch(root, HOST_EVENTS.signout, { publisherId });
    if (id !== null) dispatch(root, HOST_EVENTS.signin, { publisherId: id });
    publisherId = id;
  };
  const session = subscribeSession(onSession);
  onSession();

  let language = getLocale();
  const intl = subscribeIntl(() => {
    if (getLocale() === language) return;
    language = getLocale();
    dispatch(root, HOST_EVENTS.language, { language });
  });

  let theme = `${getThemeMode()} ${getResolvedTheme()}`;
  const themes = subscribeTheme(() => {
    const next = `${getThemeMode()} ${getResolvedTheme()}`;
    if (next === theme) return;
    theme = next;
    dispatch(root, HOST_EVENTS.theme, { theme: getThemeMode(), resolved: getResolvedTheme() });
  });

  return () => {
    pending('stop');
    history();
    session();
    intl();
    themes();
  };
}

export const dispatchHostEvent = dispatch;
