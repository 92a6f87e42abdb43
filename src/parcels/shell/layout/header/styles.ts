import { FOCUS_RING, cn } from '@publisher-platform/shared';

/** An icon-sized header control (link or button). */
export const HEADER_ICON_CLASS = cn(
  'pp:relative pp:inline-flex pp:size-9 pp:shrink-0 pp:cursor-pointer pp:items-center pp:justify-center pp:rounded-md pp:text-foreground pp:no-underline pp:hover:bg-muted',
  FOCUS_RING,
);

/** A header control with text (balance, competition, language, log out). */
export const HEADER_TEXT_CLASS = cn(
  'pp:inline-flex pp:h-9 pp:shrink-0 pp:cursor-pointer pp:items-center pp:gap-1.5 pp:rounded-md pp:px-2 pp:text-sm pp:text-foreground pp:no-underline pp:hover:bg-muted',
  FOCUS_RING,
);

/** The count on the bell and the news icon. */
export const BADGE_CLASS =
  'pp:absolute pp:-end-0.5 pp:-top-0.5 pp:flex pp:h-4 pp:min-w-4 pp:items-center pp:justify-center pp:rounded-full pp:bg-destructive pp:px-1 pp:text-[10px] pp:font-semibold pp:leading-none pp:text-destructive-foreground';
