import { ensureStylesheet } from '../dom/stylesheets';
import sharedStylesheet from './shared.css?stylesheet';

export const ensureSharedStyles = (): Promise<void> => ensureStylesheet(sharedStylesheet);
