// The host page's side of a running portal: window.PublisherPlatform and the DOM events, both
// following the portal through unmount and mount.
import { getAppNames, unregisterApplication } from 'single-spa';
import { setWidgetRoot } from '../dom/widget-root';
import { onFirstNotification } from '../notify/store';
import { clearQueryCache } from '../query';
import { sendHostEvents } from './host-events';
import { createPublicApi, publishApi } from './public-api';

const loadToaster = () => import('../notify/toaster');

// The toaster mounts with the first notification after a mount, as it does after the start.
const armToaster = (): void =>
  onFirstNotification(
    () =>
      void loadToaster().then(
        (toaster) => toaster.mountToaster(),
        () => armToaster(),
      ),
  );

/**
 * Publishes the API for the portal started in `first`.
 * @param registerApps registers root-config's applications again (unmount unregisters them)
 */
export function publishHostApi(first: HTMLElement, registerApps: () => void): void {
  let root = first;
  let stopEvents = (): void => undefined;
  const api = createPublicApi({
    unmount: async () => {
      stopEvents();
      await Promise.all(getAppNames().map((name) => unregisterApplication(name)));
      (await loadToaster()).unmountToaster();
      clearQueryCache();
      root.replaceChildren();
    },
    mount: (element = root) => {
      // Another element takes the portal's attributes with it: theme, brand colours, language.
      if (element !== root) {
        for (const { name, value } of [...root.attributes]) element.setAttribute(name, value);
        setWidgetRoot(element);
        root = element;
      }
      armToaster();
      registerApps();
      stopEvents = sendHostEvents(root);
    },
  });
  publishApi(api, root);
  stopEvents = sendHostEvents(root);
}
