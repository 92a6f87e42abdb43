// The UI kit parts only authenticated pages use, in one lazily loaded chunk with its own
// stylesheet (lazy.css): the login page downloads none of it (see ../lazy-ui.ts). Rich text's
// sanitiser is not in it (see ../rich-text.tsx), though its classes are in lazy.css.
export { HintPanelImpl } from './hint-panel-impl';
export { TimezoneNoticeImpl } from './timezone-notice-impl';
export { CountryFlagsImpl } from './country-flags-impl';
export { DateRangePickerImpl } from '../date-range-picker/date-range-picker-impl';
export { StatusDotImpl } from './status-dot-impl';
export { CopyFieldImpl } from './copy-field-impl';

// The chunk's own stylesheet: linked when the chunk loads (so it is not counted, nor fetched,
// with the login page).
import { ensureStylesheet } from '../../dom/stylesheets';
import stylesheet from './lazy.css?stylesheet';

export const loadStyles = (): Promise<void> => ensureStylesheet(stylesheet);
