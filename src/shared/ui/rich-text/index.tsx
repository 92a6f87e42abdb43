import { chunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';
import { SkeletonText } from '../skeleton';

// The sanitiser (DOMPurify, ~8 KB gzip) is a chunk of its own, loaded on first use: setting
// itself up when it is evaluated costs a phone some 30 ms of main thread, which a signed-in page
// without rich text would pay for nothing. Its classes are in the kit's stylesheet (kit.css).
const loadSanitiser = chunk(() => import('./impl'));

/**
 * Sanitised HTML. Once `preloadRichText()` is done (a route loader can ask for it with the page's
 * data) it renders at once, without a skeleton first.
 */
export const RichText = lazyPart(
  loadSanitiser,
  (m) => m.RichTextImpl,
  () => <SkeletonText />,
);

/**
 * Loads what RichText needs. Never rejects: if the sanitiser cannot load, RichText tries again
 * and shows the failure itself. (A function of its own, not a property of RichText: the build
 * preloads the sanitiser for every page whose code names RichText, and a route table that only
 * preloads it must not put it on all of its pages.)
 */
export const preloadRichText = (): Promise<void> =>
  loadSanitiser().then(
    () => undefined,
    () => undefined,
  );
