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

/** Starts shared; resolves with the problems of the host's overrides (checked as it starts). */
export async function initShared({
  root,
  config,
  locale,
  ask = [],
}: SharedInit): Promise<string[]> {
  setWidgetRoot(root);
  setConfig(config);
  watchUncaught();
  // A network without competitions has no answer to wait for (read before the overrides' check,
  // which would make the head start wait for a file).
  const features = config.overrides?.features as { competitions?: unknown } | undefined;
  askEarly(
    features?.competitions === false ? ask.filter((p) => !p.startsWith('competitions')) : ask,
  );
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
  const [checked] = await Promise.all([
    config.overrides ? applyOverrides(config, root) : { config, problems: [] },
    ensureSharedStyles(),
    registerMessages('shared', sharedMessages).then(() => setLocale(locale, { persist: false })),
  ]);
  setConfig(checked.config);
  return checked.problems;
}

// Only a page whose config has `messages`, `theme` or `features` loads their check. A file of it
// that fails (a dropped connection) is asked for again, three tries in all (the check and the
// ICU parser are two files): without them the network's own words and colours would be gone
// until the next page load.
const applyOverrides = (
  config: HostConfig,
  root: HTMLElement,
  tries = 3,
): Promise<{ config: HostConfig; problems: string[] }> =>
  import('./config/overrides')
    .then((m) => m.applyOverrides(config, root))
    .catch((error: unknown) =>
      tries > 1
        ? applyOverrides(config, root, tries - 1)
        : { config, problems: [`the overrides could not be loaded (${String(error)})`] },
    );
