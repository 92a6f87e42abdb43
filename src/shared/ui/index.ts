// The UI kit. Radix-based parts (Select, Dialog, Drawer, Popover) are thin wrappers that load
// their Radix implementation lazily, so this entry holds no Radix code (login page budget).
export { cn, variants, type ClassValue } from './cn';
export { FOCUS_RING } from './focus-ring';
export {
  Button,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { Label, type LabelProps } from './field';
export {
  Checkbox,
  Input,
  TextField,
  type CheckboxProps,
  type InputProps,
  type TextFieldProps,
} from './input';
export { Select, type SelectOption, type SelectProps } from './select';
export { Dialog, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog-confirm';
export { ActionButton, useSingleFlight, type ActionButtonProps } from './action-button';
export { Drawer, type DrawerProps } from './drawer';
export { Popover, type PopoverProps } from './popover';
export type { TriggerElement } from './trigger';
export {
  Skeleton,
  SkeletonGroup,
  SkeletonText,
  SKELETON_PULSE,
  type SkeletonProps,
  type SkeletonTextProps,
} from './skeleton';
export { RenderWhenNear, type RenderWhenNearProps } from './render-when-near';
export { lazyPart } from './lazy-part';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { PageTitle, type PageTitleProps } from './page-title';
export { Spinner, type SpinnerProps } from './spinner';
export {
  AlertCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  CloseIcon,
  createIcon,
  type IconProps,
} from './icons';
export {
  ChatIcon,
  CopyIcon,
  InboxIcon,
  LinkIcon,
  MailIcon,
  PencilIcon,
  PlusIcon,
  QuestionCircleIcon,
  RefreshIcon,
  SendIcon,
  TrashIcon,
  UsersIcon,
} from './page-icons';
export { ThemeSwitch } from './theme-switch';
export {
  DEFAULT_LANGUAGES,
  LANGUAGE_NAMES,
  LanguageSelect,
  type LanguageOption,
  type LanguageSelectProps,
} from './language-select';
export { HintPanel, type HintPanelProps } from './hint-panel';
export { RichText, preloadRichText, sanitizeHtml, type RichTextProps } from './rich-text';
export { TimezoneNotice, type TimezoneNoticeProps } from './timezone-notice';
export { StatusDot, type Status, type StatusDotProps } from './status-dot';
export { CopyField, type CopyFieldProps } from './copy-field';
export {
  DataTable,
  useDrawnAnswer,
  type DataTableColumn,
  type DataTableProps,
  type DataTableState,
  type DrawnAnswer,
} from './data-table';
export {
  RemoteSelect,
  type RemoteOption,
  type RemotePage,
  type RemotePageRequest,
  type RemoteSearch,
  type RemoteSelectProps,
  type RemoteSource,
} from './remote-select';
export { FiltersDrawer, type FiltersDrawerProps } from './filters-drawer';
export { ExportButton, type ExportButtonProps } from './export-button';
export { saveFile } from './export-button/save-file';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { CountryFlags, type CountryFlagsProps } from './country-flags';
export { TAG_LABEL_MAX, TagLabel, cutTagLabel } from './tag-label';
export { groupHeading, useCountryGroup } from './option-group';
export { QrCode, type QrCodeProps } from './qr-code';
