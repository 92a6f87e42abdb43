import { lazyOverlay } from './dialog';

/**
 * A side sheet, from the end edge by default. default: 420 px; half: 50 % (detail drawers); both
 * full width below md. sidebar: the sidebar's width at every size, for a menu from the start edge.
 */
export const Drawer = lazyOverlay<'default' | 'half' | 'sidebar', { side: 'start' | 'end' }>(
  (m) => m.DrawerImpl,
);
