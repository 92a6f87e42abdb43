import type { ClassNames } from 'react-day-picker';
import { FOCUS_RING } from '../../focus-ring';

/** DayPicker's parts styled with the kit's tokens (no react-day-picker stylesheet is loaded). */
export const DAY_PICKER_CLASSES: Partial<ClassNames> = {
  root: 'pp:relative pp:w-fit',
  months: 'pp:relative pp:flex pp:flex-col pp:gap-4 pp:md:flex-row',
  month: 'pp:flex pp:flex-col pp:gap-2',
  nav: 'pp:absolute pp:inset-x-0 pp:top-0 pp:z-10 pp:flex pp:h-9 pp:items-center pp:justify-between pp:pointer-events-none',
  button_previous: `pp:pointer-events-auto pp:inline-flex pp:size-8 pp:items-center pp:justify-center pp:rounded-md pp:text-foreground pp:cursor-pointer pp:hover:bg-accent pp:aria-disabled:cursor-not-allowed pp:aria-disabled:opacity-40 ${FOCUS_RING}`,
  button_next: `pp:pointer-events-auto pp:inline-flex pp:size-8 pp:items-center pp:justify-center pp:rounded-md pp:text-foreground pp:cursor-pointer pp:hover:bg-accent pp:aria-disabled:cursor-not-allowed pp:aria-disabled:opacity-40 ${FOCUS_RING}`,
  chevron: 'pp:size-4 pp:fill-current',
  month_caption: 'pp:flex pp:h-9 pp:items-center pp:justify-center pp:px-10',
  caption_label: 'pp:text-sm pp:font-medium pp:first-letter:uppercase',
  month_grid: 'pp:border-collapse',
  weekdays: '',
  weekday: 'pp:size-9 pp:p-0 pp:text-xs pp:font-normal pp:text-muted-foreground',
  week: '',
  day: 'pp:size-9 pp:p-0 pp:text-center pp:text-sm',
  day_button: `pp:inline-flex pp:size-9 pp:items-center pp:justify-center pp:rounded-md pp:bg-transparent pp:text-inherit pp:cursor-pointer pp:hover:bg-accent pp:hover:text-accent-foreground pp:disabled:cursor-not-allowed pp:disabled:hover:bg-transparent ${FOCUS_RING}`,
  today: 'pp:font-semibold pp:text-link',
  hidden: 'pp:invisible',
  outside: 'pp:text-muted-foreground pp:opacity-60',
  disabled: 'pp:text-muted-foreground pp:opacity-40',
  range_middle: 'pp:bg-accent pp:text-accent-foreground',
  range_start:
    'pp:[&>button]:bg-primary pp:[&>button]:text-primary-foreground pp:rounded-s-md pp:bg-accent',
  range_end:
    'pp:[&>button]:bg-primary pp:[&>button]:text-primary-foreground pp:rounded-e-md pp:bg-accent',
  selected: 'pp:font-medium',
};
