// window.PublisherPlatform: what the host page may ask of the portal. The same object comes with
// the `publisher-platform:ready` event (from the widget root, bubbling to window), for a page whose script runs
// before the portal has started.
import { isLocale, LOCALES } from '../i18n/locale';
import { setLocale } from '../i18n/store';
import { navigate } from '../routing/history';
import { BASE_PATH, isUnder, paths } from '../routing/paths';
import { setThemeMode, type ThemeMode } from '../theme/theme';
import { dispatchHostEvent, HOST_EVENTS } from './host-events';
import type { PublisherPlatformApi } from './publisher-platform';

export type { PublisherPlatformApi };

declare const __PP_VERSION__: string;

const THEMES: readonly ThemeMode[] = ['light', 'dark', 'system'];

/** A path of the portal ("offers" and "/publisher/offers" alike); anything else throws. */
function portalPath(path: string): string {
  if (typeof path !== 'string' || /^[a-z][a-z\d+.-]*:|^\/\//i.test(path))
    throw new TypeError(`PublisherPlatform.navigate: "${String(path)}" is not a portal path`);
  const absolute = path.startsWith('/') ? path : `${BASE_PATH}/${path}`;
  const pathname = absolute.split(/[?#]/)[0] ?? absolute;
  if (!isUnder(pathname, BASE_PATH))
    throw new TypeError(`PublisherPlatform.navigate: "${path}" is outside ${BASE_PATH}`);
  return absolute;
}

export interface Lifecycle {
  unmount(): Promise<void>;
  mount(element?: HTMLElement): void;
}

export function createPublicApi(lifecycle: Lifecycle): PublisherPlatformApi {
  let mounted = true;
  // One change at a time: a mount asked for while an unmount runs waits for it.
  let queue: Promise<void> = Promise.resolve();
  const serial = (step: () => Promise<void> | void) => (queue = queue.then(step, step));
  return Object.freeze<PublisherPlatformApi>({
    version: __PP_VERSION__,
    navigate: (path: string) => navigate(portalPath(path)),
    setLanguage: async (code) => {
      if (!isLocale(code))
        throw new TypeError(`PublisherPlatform.setLanguage: one of ${LOCALES.join(', ')}`);
      await setLocale(code);
    },
    setTheme: (mode) => {
      if (!THEMES.includes(mode))
        throw new TypeError(`PublisherPlatform.setTheme: one of ${THEMES.join(', ')}`);
      setThemeMode(mode);
    },
    signOut: () => navigate(paths.logout),
    unmount: () =>
      serial(async () => {
        if (!mounted) return;
        mounted = false;
        await lifecycle.unmount();
      }),
    mount: (element?: HTMLElement) =>
      serial(() => {
        if (mounted) return;
        if (element !== undefined && !(element instanceof HTMLElement))
          throw new TypeError('PublisherPlatform.mount: an element of the page');
        mounted = true;
        lifecycle.mount(element);
      }),
  });
}

/** Publishes the API on window and tells the page it is there. */
export function publishApi(api: PublisherPlatformApi, root: HTMLElement): void {
  window.PublisherPlatform = api;
  // It bubbles from the root to the document and window, where a page may listen.
  dispatchHostEvent(root, HOST_EVENTS.ready, api);
}
