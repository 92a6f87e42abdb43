// Called once by root-config before anything mounts.
import { askEarly } from './api/client';
import { setConfig, type HostConfig } from './config';
import { setWidgetRoot } from './dom/widget-root';
import { registerMessages, setLocale, type Locale } from './i18n';
import { sharedMessages } from './messages';
import { onFirstNotification } from './notify';
import { watchUncaught } from './report/watch-uncaught';
import { ensureSharedStyles } from './styles';
import { applyBrand, initTheme } from './theme';

export interface SharedInit {
  root: HTMLElement;
  config: HostConfig;
  locale: Locale;
  /** API GETs a screen about to mount waits for: asked for at once (see `askEarly`). */
  ask?: readonly string[];
}

export async function initShared({ root, config, locale, ask = [] }: SharedInit): Promise<void> {
  setWidgetRoot(root);
  setConfig(config);
  watchUncaught();
  askEarly(ask);
  applyBrand(root, config.brand);
  initTheme();
  // The toaster is not part of the login page's download: it loads with the first notification
  // (and with the next one, if its file could not be loaded).
  const mountToaster = () =>
    void import('./notify/toaster').then(
      (m) => m.mountToaster(),
      () => onFirstNotification(mountToaster),
    );
  onFirstNotification(mountToaster);
  await Promise.all([
    ensureSharedStyles(),
    registerMessages('shared', sharedMessages).then(() => setLocale(locale, { persist: false })),
  ]);
}
