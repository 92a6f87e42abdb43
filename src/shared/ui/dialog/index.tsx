import { useId, type ComponentType, type ReactNode } from 'react';
import type { SheetImplProps } from './types';
import { chunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';
import { useOpenState, useTrigger, type TriggerElement } from '../trigger';

// Radix Dialog (~13 KB gzip) stays out of the shared entry chunk: it loads on first open (or when
// the pointer/focus reaches the trigger), and nothing is rendered while the dialog is closed.
export const loadDialogImpl = chunk(() => import('./impl'));
export const preloadDialogImpl = (): void => {
  loadDialogImpl().catch(() => undefined);
};

interface OverlayProps<Size extends string> {
  /** The content element's id (the trigger's aria-controls); generated when not given. */
  id?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  title: ReactNode;
  /** The accessible name, when it is not the visible title. */
  label?: string;
  /** The close button's name ("Close" by default). */
  closeLabel?: string;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Element that opens the overlay (rendered asChild, e.g. a Button). */
  trigger?: TriggerElement;
  size?: Size;
  className?: string;
}

type ImplProps<Size extends string> = SheetImplProps & { size?: Size | undefined };

/** Dialog and Drawer: the same lazily loaded Radix Dialog, presented two ways. `Extra` holds the
 *  props only one of them has (the drawer's side). */
export function lazyOverlay<Size extends string, Extra extends object = object>(
  pick: (
    m: Awaited<ReturnType<typeof loadDialogImpl>>,
  ) => ComponentType<ImplProps<Size> & Partial<Extra>>,
) {
  const Impl = lazyPart(loadDialogImpl, pick);
  return function Overlay({
    id,
    open,
    onOpenChange,
    defaultOpen,
    trigger,
    ...props
  }: OverlayProps<Size> & Partial<Extra>) {
    const [isOpen, setOpen, mounted] = useOpenState(open, onOpenChange, defaultOpen);
    const generatedId = useId();
    const contentId = id ?? generatedId;
    const triggerElement = useTrigger(trigger, {
      open: isOpen,
      onClick: () => setOpen(true),
      preload: preloadDialogImpl,
      controls: contentId,
    });
    // TypeScript cannot see that the rest of the generic props is the rest of the impl's props.
    const implProps = {
      open: isOpen,
      onOpenChange: setOpen,
      contentId,
      ...props,
    } as ImplProps<Size> & Partial<Extra>;
    return (
      <>
        {triggerElement}
        {mounted && <Impl {...implProps} />}
      </>
    );
  };
}

/** default: up to 940 px; sm: up to 480 px (confirmations). Full width below md either way. */
export const Dialog = lazyOverlay<'default' | 'sm'>((m) => m.DialogImpl);
