import type { ReactNode, SVGProps } from 'react';
import { cn } from './cn';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The kit's one icon factory: a 24×24 stroke icon (Lucide style) drawn in the current text colour,
 * hidden from assistive technology (the control around it carries the name). Modules define their
 * own glyphs with it, so icons only one module uses stay out of shared's entry.
 */
// A caller's size replaces the default instead of joining it: with both classes on the element the
// winner would be whichever module's stylesheet happened to load last.
const sizedBy = (className: string | undefined) =>
  Boolean(className && /(^|\s)pp:(size|w|h)-/.test(className));

export function createIcon(name: string, paths: ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-slot="icon"
        data-icon={name}
        className={cn(!sizedBy(className) && 'pp:size-4', 'pp:shrink-0', className)}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const CloseIcon = createIcon(
  'close',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
export const ChevronDownIcon = createIcon('chevron-down', <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = createIcon('chevron-up', <path d="m18 15-6-6-6 6" />);
export const CheckIcon = createIcon('check', <path d="M20 6 9 17l-5-5" />);
export const AlertCircleIcon = createIcon(
  'alert-circle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>,
);
