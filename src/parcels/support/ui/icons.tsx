// The glyphs only the support parcel draws, drawn with the kit's icon factory.
import { createIcon } from '@publisher-platform/shared';

export const SearchIcon = createIcon(
  'search',
  <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3" />,
);
export const ArrowLeftIcon = createIcon('arrow-left', <path d="M19 12H5M12 19l-7-7 7-7" />);
export const RocketIcon = createIcon(
  'rocket',
  <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09ZM12 15l-3-3a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.35 22.35 0 0 1-4 2ZM9 12H4s.55-3.03 2-4c1.62-1.08 5 0 5 0M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5" />,
);
