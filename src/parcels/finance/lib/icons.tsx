// The finance parcel's own glyphs, drawn with the kit's icon factory.
import { createIcon } from '@publisher-platform/shared';

export const PencilIcon = createIcon(
  'pencil',
  <path d="M17 3a2.85 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5ZM15 5l4 4" />,
);
export const TrashIcon = createIcon(
  'trash',
  <path d="M3 6h18M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />,
);
export const PlusIcon = createIcon('plus', <path d="M5 12h14M12 5v14" />);
