/**
 * Publisher Platform's JavaScript API for the host page: `window.PublisherPlatform`, and the DOM
 * events the portal sends from its widget root (they bubble to the document and window). Both
 * are there when the host config has `"hostApi": true`.
 *
 * ```js
 * window.addEventListener('publisher-platform:ready', (event) => {
 *   const portal = event.detail; // the same object as window.PublisherPlatform
 *   portal.navigate('/publisher/offers');
 * });
 * document.addEventListener('publisher-platform:route', (event) => track(event.detail.path));
 * ```
 */

export type PublisherPlatformLanguage = 'en' | 'ru' | 'uk' | 'zh';
export type PublisherPlatformTheme = 'light' | 'dark' | 'system';

export interface PublisherPlatformApi {
  /** The release's version (semver), as the footer shows it. */
  readonly version: string;
  /** Goes to a portal path without a page load: "/publisher/offers", or "offers" alike. */
  navigate(path: string): void;
  /** Switches the portal's language (and remembers it); resolves once the texts are shown. */
  setLanguage(code: PublisherPlatformLanguage): Promise<void>;
  /** Light, dark, or following the system (remembered). */
  setTheme(mode: PublisherPlatformTheme): void;
  /** Signs the publisher out and shows the login page. */
  signOut(): void;
  /** Takes the portal off the page and releases what it holds; `mount` brings it back. */
  unmount(): Promise<void>;
  /** Mounts the portal again: in `element`, or where it was. */
  mount(element?: HTMLElement): Promise<void>;
}

export interface PublisherPlatformEvents {
  'publisher-platform:ready': CustomEvent<PublisherPlatformApi>;
  /** A page of the portal is shown: its path and its heading (empty if none was drawn in 5 s). */
  'publisher-platform:route': CustomEvent<{ path: string; title: string }>;
  /** A publisher is signed in (also when a page opens with a session that is still valid). */
  'publisher-platform:signin': CustomEvent<{ publisherId: number }>;
  /** The publisher signed out, or the session ended. */
  'publisher-platform:signout': CustomEvent<{ publisherId: number }>;
  'publisher-platform:language': CustomEvent<{ language: PublisherPlatformLanguage }>;
  /** `theme` is the chosen mode, `resolved` what is shown. */
  'publisher-platform:theme': CustomEvent<{
    theme: PublisherPlatformTheme;
    resolved: 'light' | 'dark';
  }>;
  /** An unexpected error, as the error reporter sends it (see the host config's errorReporting). */
  'publisher-platform:error': CustomEvent<Record<string, unknown>>;
}

declare global {
  interface Window {
    PublisherPlatform?: PublisherPlatformApi;
  }
  // Merged into the DOM's event maps, so addEventListener knows each event's detail.
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface WindowEventMap extends PublisherPlatformEvents {}
  interface DocumentEventMap extends PublisherPlatformEvents {}
  interface HTMLElementEventMap extends PublisherPlatformEvents {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
