// The host's `messages`, `theme` and `features`, checked and applied as shared starts. A file of
// its own, loaded only by a page whose config has one of them: the login page's budget.
import type { Locale } from '../../i18n/locale';
import { setMessageOverrides, type Messages } from '../../i18n/store';
import { applyHostTheme } from '../../theme/host-theme';
import type { HostConfig } from '../host-config';
import { readFeatures } from './features';
import { readMessageOverrides } from './messages';
import { readTheme } from './theme';

/** Applies the overrides to the root and the i18n store; returns the config to keep and the
 *  problems to report. */
export async function applyOverrides(
  config: HostConfig,
  root: HTMLElement,
): Promise<{ config: HostConfig; problems: string[] }> {
  const { messages, theme, features } = config.overrides ?? {};
  const problems: string[] = [];
  const next = { ...config };
  if (features !== undefined) next.features = readFeatures(features, problems);
  if (theme !== undefined) applyHostTheme(root, readTheme(theme, problems));
  if (messages !== undefined) {
    const texts = await readMessageOverrides(messages, problems);
    // Messages names the catalogues' JSON; at run time they hold compiled trees like these.
    setMessageOverrides(texts as unknown as Partial<Record<Locale, Messages>>);
  }
  return { config: next, problems };
}
