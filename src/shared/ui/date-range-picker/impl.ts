// The date range picker's lazy chunk: react-day-picker, date-fns and @date-fns/tz load with the
// first opening of a picker, with the chunk's own stylesheet (never on the login page).
import { ensureStylesheet } from '../../dom/stylesheets';
import stylesheet from './impl/picker.css?stylesheet';

export { DateRangePanel } from './impl/date-range-panel';
export { presetRange } from './impl/presets';

export const loadStyles = (): Promise<void> => ensureStylesheet(stylesheet);
