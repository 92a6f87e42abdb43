// The part of @publisher-platform/shared the login page needs: every binding root-config and the
// auth parcel import (their builds import shared through this entry, so the login page does not
// download the rest of the kit; the build fails when they import a binding missing here). Both
// entries are built together, so a module they share is the same instance.
export { getConfig } from './config';
export { readHostConfig } from './config/host-config';
export { ApiError } from './api/errors';
export { api, setUnauthorizedHandler } from './api/client';
export { errorText } from './api/error-handler';
export { isRetriable } from './api/retriable';
export { clearQueryCache } from './query';
export { AppLink } from './routing/app-link';
export { BASE_PATH, buildPath, isUnder, paths } from './routing/paths';
export { isPublicPath, loginPath, signInTarget } from './routing/return-to';
export { matchRoute } from './routing/route-table';
export { navigate } from './routing/history';
export { usePathname } from './routing/use-pathname';
export { getLocale, setLocale, t } from './i18n/store';
export { useIntl, useT } from './i18n/react';
export { notify } from './notify/store';
export { createParcel } from './parcel/create-parcel';
export { chunk, styledChunk } from './parcel/chunk';
export { resilientModule } from './parcel/resilient';
export { importModule } from './parcel/system';
export { ensureStylesheet } from './dom/stylesheets';
export { getWidgetContainer } from './dom/widget-root';
export { initShared } from './init';
export { loadHostApi } from './host';
export { getFingerprint } from './fingerprint';
export { cn } from './ui/cn';
export { lazyPart } from './ui/lazy-part';
export { Button } from './ui/button';
export { Checkbox, TextField } from './ui/input';
export { Select } from './ui/select';
export { SkeletonText } from './ui/skeleton';
export { LanguageSelect } from './ui/language-select';
export { ThemeSwitch } from './ui/theme-switch';
export { AlertCircleIcon, CheckIcon, CloseIcon } from './ui/icons';
export { filled, holds, notBlank, rule } from './forms/check';
export { message } from './forms/field-error';
export { PasswordPair } from './forms/password-pair';
export {
  ACCOUNT_MAX,
  USERNAME_MAX,
  VALIDATION,
  accountRule,
  emailRule,
  passwordPairRules,
  requiredNotBlankRule,
  usernameRule,
} from './forms/rules';
export { useForm } from './forms/use-form';
export { draftKeeper } from './forms/draft-keeper';
export { noteSessionEnded, takeSessionEnded } from './session/store';
export { setTrackingUser } from './report/reporter';
export { isEmail, isNotBlank } from './forms/validators';
