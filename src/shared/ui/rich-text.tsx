import { lazy, Suspense } from 'react';
import { loadLazyUi } from './lazy-ui';
import { SkeletonText } from './skeleton';

// The sanitiser (DOMPurify) loads on first use, in the lazy UI chunk: not on the login page.
const RichTextImpl = lazy(() => loadLazyUi().then((m) => ({ default: m.RichTextImpl })));

export interface RichTextProps {
  /** HTML from the network (news, additional pages…): sanitised, so nothing in it ever runs. */
  html: string;
  className?: string;
}

export const RichText = (props: RichTextProps) => (
  <Suspense fallback={<SkeletonText />}>
    <RichTextImpl {...props} />
  </Suspense>
);

/** The same sanitising outside React (loads the sanitiser on demand). */
export const sanitizeHtml = (html: string): Promise<string> =>
  loadLazyUi().then((m) => m.sanitizeHtml(html));
