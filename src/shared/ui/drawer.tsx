import { lazyOverlay } from './dialog';

/** A side sheet from the right. default: 420 px; half: 50 % (detail drawers); full width below md. */
export type DrawerProps = Parameters<typeof Drawer>[0];
export const Drawer = lazyOverlay<'default' | 'half'>((m) => m.DrawerImpl);
