import { createIcon } from '../../icons';

export const ChevronLeftIcon = createIcon('chevron-left', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('chevron-right', <path d="m9 18 6-6-6-6" />);
export const ArrowUpIcon = createIcon(
  'arrow-up',
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
);
export const ArrowDownIcon = createIcon(
  'arrow-down',
  <>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </>,
);
export const ArrowUpDownIcon = createIcon(
  'arrow-up-down',
  <>
    <path d="m21 16-4 4-4-4" />
    <path d="M17 20V4" />
    <path d="m3 8 4-4 4 4" />
    <path d="M7 4v16" />
  </>,
);
export const ColumnsIcon = createIcon(
  'columns',
  <>
    <rect width="18" height="18" x="3" y="3" rx="2" />
    <path d="M9 3v18" />
    <path d="M15 3v18" />
  </>,
);
