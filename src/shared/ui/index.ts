// The UI kit. Radix-based parts (Select, Dialog, Drawer, Popover) are thin wrappers that load
// their Radix implementation lazily, so this entry holds no Radix code (login page budget).
export { cn } from './cn';
export { FOCUS_RING } from './focus-ring';
export { Button, buttonVariants, type ButtonProps } from './button';
export { Label } from './field';
export { Checkbox, Input, TextField } from './input';
export { Select, type SelectOption } from './select';
export { Dialog } from './dialog';
export { ConfirmDialog } from './dialog-confirm';
export { ActionButton } from './action-button';
export { Drawer } from './drawer';
export { Popover } from './popover';
export { Skeleton, SkeletonGroup, SkeletonText, SKELETON_PULSE } from './skeleton';
export { RenderWhenNear } from './render-when-near';
export { lazyPart } from './lazy-part';
export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { PageTitle } from './page-title';
export { Spinner } from './spinner';
export {
  AlertCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  createIcon,
  type IconProps,
} from './icons';
export {
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
} from './page-icons';
export { ThemeSwitch } from './theme-switch';
export {
  DEFAULT_LANGUAGES,
  LANGUAGE_NAMES,
  LanguageSelect,
  type LanguageOption,
} from './language-select';
export { HintPanel } from './hint-panel';
export { RichText, preloadRichText } from './rich-text';
export { TimezoneNotice } from './timezone-notice';
export { StatusDot, type Status } from './status-dot';
export { CopyField } from './copy-field';
export { DataTable, useDrawnAnswer, type DataTableColumn, type DataTableState } from './data-table';
export { RemoteSelect, type RemoteOption, type RemoteSource } from './remote-select';
export { FiltersDrawer } from './filters-drawer';
export { ExportButton } from './export-button';
export { saveFile } from './export-button/save-file';
export { Tabs } from './tabs';
export { DateRangePicker } from './date-range-picker';
export { CountryFlags } from './country-flags';
export { useCountryGroup } from './option-group';
export { QrCode } from './qr-code';
