// @publisher-platform/root-config: no UI framework. Validates the host config, initialises the
// shared singleton, registers auth (public paths) and shell (everything else under /publisher)
// with single-spa, and starts it; then publishes the host page's API (window.PublisherPlatform).
// Called by the loader.
import { registerApplication, start as startSingleSpa, addErrorHandler } from 'single-spa';
import {
  getWidgetContainer,
  importModule,
  initShared,
  draftKeeper,
  loginPath,
  navigate,
  noteSessionEnded,
  readHostConfig,
  resilientModule,
  setUnauthorizedHandler,
  loadHostApi,
  type Locale,
} from '@publisher-platform/shared';
import { reportConfigProblems } from './config-notice';
import { ROUTES, isPublicPath, isShellPath } from './routes';

export { ROUTES, isPublicPath, isShellPath } from './routes';

export interface StartOptions {
  root: HTMLElement;
  locale: Locale;
  baseUrl?: string;
  /** API GET paths the frame waits for before it shows anything (the build's list). */
  frameAnswers?: readonly string[];
}

export async function start({ root, locale, frameAnswers = [] }: StartOptions): Promise<void> {
  const { config, problems } = readHostConfig();
  // Containers first, in page order, so the notice sits above the parcels.
  const notice = getWidgetContainer('config-notice');
  // On a cold signed-in page the frame's answers were a round trip after every file of the frame
  // had arrived and run; asked for now, they come while those still do.
  const ask = isShellPath(window.location.pathname) ? frameAnswers : [];
  const overrideProblems = await initShared({ root, config, locale, ask });
  reportConfigProblems([...problems, ...overrideProblems]);
  if (!notice.childElementCount) notice.remove();
  if (config.title) root.setAttribute('data-title', config.title);

  // A 401 sends the publisher to the login page, which brings them back here after sign-in, with
  // what they had typed; a signed-in publisher is told that their session ended.
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = window.location;
    if (isPublicPath(pathname)) return;
    noteSessionEnded();
    draftKeeper()?.keep();
    navigate(loginPath(pathname + search + hash), { replace: true });
  });
  addErrorHandler((error) => console.error('[publisher-platform]', error));

  registerApps();
  startSingleSpa({ urlRerouteOnly: true });
  // A file that could not load after its tries is logged by the browser as an unhandled rejection.
  if (config.hostApi)
    void loadHostApi().then((hostApi) => hostApi.publishHostApi(root, registerApps));
}

// Registered again when the host page mounts the portal again (its API's unmount unregisters).
function registerApps(): void {
  registerApplication({
    name: '@publisher-platform/auth',
    app: resilientModule(() => importModule('@publisher-platform/auth')),
    activeWhen: (location) => isPublicPath(location.pathname),
    customProps: { domElement: getWidgetContainer('auth') },
  });
  registerApplication({
    name: '@publisher-platform/shell',
    app: resilientModule(() => importModule('@publisher-platform/shell')),
    activeWhen: (location) => isShellPath(location.pathname),
    customProps: { domElement: getWidgetContainer('shell'), routes: ROUTES },
  });
}
