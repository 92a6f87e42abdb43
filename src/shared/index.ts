// @publisher-platform/shared — the singleton every module reaches, and its only public entry.
// It exports what the modules use; shared's own plumbing (config validation, locale cookie,
// theme and brand, toast store, session storage) stays internal, reached through its folders.
import { setDraftKeeper } from './forms/draft-keeper';
import { drafts } from './forms/drafts';
import { setKitMessages } from './i18n';
import { kitMessages } from './kit/messages';
import { setKitStylesheet } from './styles';
import { kitStylesheet } from './styles/kit';

export {
  getConfig,
  readHostConfig,
  type AdditionalPage,
  type ConfigResult,
  type HostConfig,
} from './config';
export * from './api';
// Beside './api', not in it: the login page's core reaches that folder's index.
export * from './api/enums';
// Not through './api': the login page's core reaches that folder's index, and needs no Retry rule.
export { isRetriable } from './api/retriable';
export { clearQueryCache } from './query';
export * from './routing';
export {
  getLocale,
  isLocale,
  setLocale,
  t,
  useIntl,
  useT,
  type Locale,
  type MessageLoaders,
  type Messages,
  type Translate,
} from './i18n';
export type { ResolvedTheme, ThemeMode } from './theme';
export { notify, type Toast, type ToastKind } from './notify';
export * from './parcel';
export { ensureStylesheet } from './dom/stylesheets';
export { getWidgetContainer } from './dom/widget-root';
export { afterNextPaint } from './dom/after-next-paint';
export { initShared } from './init';
export { reportError, setTrackingUser } from './report/reporter';
export type { ErrorReport } from './report/send-report';
export * from './ui';
export * from './forms';

export { getFingerprint } from './fingerprint';
export {
  noteSessionEnded,
  takeSessionEnded,
  clearSession,
  getSession,
  hasRole,
  sessionTimezone,
  setSession,
  useSession,
  contactLinks,
  type ContactChannel,
  type ContactLink,
  type ManagerContacts,
  type SessionProfile,
} from './session';
export * from './format';

// Signed-in pages keep what forms held when the session ended, and have the kit's texts and
// stylesheet (the login page does without all three).
setDraftKeeper(drafts);
setKitMessages(kitMessages);
setKitStylesheet(kitStylesheet);
