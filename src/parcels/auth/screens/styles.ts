import { ensureStylesheet } from '@publisher-platform/shared';
import stylesheet from './screens.css?stylesheet';

/** Links the lazy screens' stylesheet; a screen renders once it is in. */
export const loadStyles = (): Promise<void> => ensureStylesheet(stylesheet);
