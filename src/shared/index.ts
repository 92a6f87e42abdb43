// @publisher-platform/shared — the singleton every module reaches, and its only public entry.
// It exports what the modules use; shared's own plumbing (config validation, locale cookie,
// theme and brand, toast store, session storage) stays internal, reached through its folders.
import { setDraftKeeper } from './forms/draft-keeper';
import { drafts } from './forms/drafts';
import { setKitMessages } from './i18n';
import { kitMessages } from './kit/messages';
import { setKitStylesheet } from './styles';
import { kitStylesheet } from './styles/kit';

export { getConfig, readHostConfig } from './config';
export type { AdditionalPage } from './config';
export { isFeatureOn, offeredProfile } from './config/features';
export {
  ApiError,
  setUnauthorizedHandler,
  api,
  handleApiError,
  errorText,
  notificationKeys,
  newsKeys,
  NO_ANNOUNCEMENTS,
  unseenNotificationsQuery,
  unseenAnnouncementsQuery,
} from './api';
export type { Collection, ApiSchema, Announcement } from './api';
export { uploadOnce } from './api/upload';
// Beside './api', not in it: the login page's core reaches that folder's index.
export {
  CAMPAIGN_STATUS,
  CERT_STATUS,
  CONVERSION_REASONS,
  CONVERSION_STATUSES,
  DEVICE_TARGET,
  PAYMENT_STATUSES,
  POSTBACK_PARAMETERS,
  REPORT_GROUPINGS,
  REPORT_NESTED_GROUPINGS,
  SMARTLINK_ACCESS_STATUS,
  isEnabled,
} from './api/enums';
export { balanceKeys, balanceQueryOptions } from './api/header-queries';
export type { EnumValue } from './api/enums';
// Not through './api': the login page's core reaches that folder's index, and needs no Retry rule.
export { isRetriable } from './api/retriable';
export { clearQueryCache } from './query';
export {
  navigate,
  matchRoute,
  sectionOf,
  AppLink,
  usePathname,
  createRoutedApp,
  buildPath,
  BASE_PATH,
  paths,
  isUnder,
  loginPath,
  isPublicPath,
  signInTarget,
  sortDateRange,
  tabSearch,
  hideDefaults,
  tableSearch,
  TABLE_SEARCH_DEFAULTS,
  dateRangeEntries,
  dateRangeSearch,
  RoutePending,
  NotFoundView,
  useRouteSearch,
  useSetRouteSearch,
  useTableSearch,
  warmCache,
  useFirstScreenShown,
} from './routing';
export type { ParcelName, RouteEntry, Section, RouterContext } from './routing';
/** @public the table pages' shared search hook adopts it (kept while that lands) */
export type { TableSearch } from './routing';
export { getLocale, isLocale, setLocale, t, useIntl, useT } from './i18n';
export type { Locale, MessageLoaders, Translate } from './i18n';
export { notify } from './notify';
export {
  lazyPage,
  importModule,
  chunk,
  styledChunk,
  resilientModule,
  createParcel,
} from './parcel';
export { ensureStylesheet } from './dom/stylesheets';
export { getWidgetContainer } from './dom/widget-root';
export { afterNextPaint } from './dom/after-next-paint';
export { initShared } from './init';
export { loadHostApi } from './host';
export { setTrackingUser } from './report/reporter';
export {
  cn,
  FOCUS_RING,
  Button,
  buttonVariants,
  Label,
  Checkbox,
  Input,
  TextField,
  saveFile,
  Select,
  Dialog,
  ConfirmDialog,
  ActionButton,
  Drawer,
  Popover,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
  SKELETON_PULSE,
  RenderWhenNear,
  lazyPart,
  EmptyState,
  ErrorState,
  PageTitle,
  Spinner,
  AlertCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  createIcon,
  ChatIcon,
  CopyIcon,
  LinkIcon,
  MailIcon,
  PencilIcon,
  PlusIcon,
  QuestionCircleIcon,
  RefreshIcon,
  SendIcon,
  TrashIcon,
  UsersIcon,
  ThemeSwitch,
  DEFAULT_LANGUAGES,
  LANGUAGE_NAMES,
  LanguageSelect,
  HintPanel,
  RichText,
  preloadRichText,
  TimezoneNotice,
  StatusDot,
  CopyField,
  DataTable,
  useDrawnAnswer,
  RemoteSelect,
  FiltersDrawer,
  ExportButton,
  Tabs,
  DateRangePicker,
  CountryFlags,
  useCountryGroup,
  QrCode,
} from './ui';
export type {
  ButtonProps,
  SelectOption,
  IconProps,
  LanguageOption,
  Status,
  DataTableColumn,
  DataTableState,
  RemoteOption,
  RemoteSource,
} from './ui';
export {
  draftKeeper,
  holds,
  filled,
  notBlank,
  rule,
  message,
  PasswordPair,
  passwordPairRules,
  USERNAME_MAX,
  ACCOUNT_MAX,
  VALIDATION,
  requiredRule,
  requiredNotBlankRule,
  emailRule,
  usernameRule,
  accountRule,
  phoneRule,
  useForm,
  isNotBlank,
  isEmail,
} from './forms';
export type { FormRules, MessageDescriptor, FieldError } from './forms';

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
} from './session';
export type { ContactChannel, ManagerContacts, SessionProfile } from './session';
export {
  useFormatOptions,
  formatMoney,
  formatNumber,
  formatConversionRate,
  NOT_AVAILABLE,
  parseDay,
  keepDayCharacters,
  rangeDays,
  normalizeRange,
  MAX_RANGE_DAYS,
  toApiDateRange,
  toApiDayRange,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatRelativeTime,
  compareValues,
} from './format';
export { wallClockToInstant } from './format/zoned';
export type { DayRange } from './format';

// Signed-in pages keep what forms held when the session ended, and have the kit's texts and
// stylesheet (the login page does without all three).
setDraftKeeper(drafts);
setKitMessages(kitMessages);
setKitStylesheet(kitStylesheet);
