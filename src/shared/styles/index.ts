import { ensureStylesheet } from '../dom/stylesheets';
import sharedStylesheet from './shared.css?stylesheet';

export const ensureSharedStyles = (): Promise<void> => ensureStylesheet(sharedStylesheet);

let kit: string | null = null;
/** The kit's stylesheet (shared's full entry sets it): each parcel that mounts afterwards has it. */
export const setKitStylesheet = (href: string): void => {
  kit = href;
};
/** Links the kit's stylesheet, once it is set (a page without the kit has none to load). */
export const ensureKitStyles = (): Promise<void> =>
  kit ? ensureStylesheet(kit) : Promise.resolve();
