// The icons only signed-in pages draw: the kit's own (page titles, empty states, hints, the copy
// field) and every glyph more than one module draws, defined here once. Kept apart from icons.tsx
// so the login page, which loads that file, does not download them.
import { createIcon } from './icons';

export const RefreshIcon = createIcon(
  'refresh',
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
);
export const QuestionCircleIcon = createIcon(
  'question-circle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3" />
    <path d="M12 17h.01" />
  </>,
);
export const InboxIcon = createIcon(
  'inbox',
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </>,
);
export const LinkIcon = createIcon(
  'link',
  <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />,
);
export const MailIcon = createIcon(
  'mail',
  <>
    <rect width="20" height="16" x="2" y="4" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </>,
);
export const SendIcon = createIcon('send', <path d="m22 2-7 20-4-9-9-4ZM22 2 11 13" />);
export const ChatIcon = createIcon('chat', <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />);
export const UsersIcon = createIcon(
  'users',
  <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 7a4 4 0 1 0 0 .01M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />,
);
export const CopyIcon = createIcon(
  'copy',
  <>
    <rect width="14" height="14" x="8" y="8" rx="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </>,
);
export const PencilIcon = createIcon(
  'pencil',
  <path d="M17 3a2.85 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5ZM15 5l4 4" />,
);
export const TrashIcon = createIcon(
  'trash',
  <path d="M3 6h18M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />,
);
export const PlusIcon = createIcon('plus', <path d="M5 12h14M12 5v14" />);
