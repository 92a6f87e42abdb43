import { lazy, Suspense, useId, type ComponentType, type ReactNode } from 'react';
import type { SheetImplProps } from './dialog-impl';
import { useOpenState, useTrigger, type TriggerElement } from './trigger';

// Radix Dialog (~13 KB gzip) stays out of the shared entry chunk: it loads on first open (or when
// the pointer/focus reaches the trigger), and nothing is rendered while the dialog is closed.
export const loadDialogImpl = () => import('./dialog-impl');
export const preloadDialogImpl = (): void => {
  loadDialogImpl().catch(() => undefined);
};

interface OverlayProps<Size extends string> {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Element that opens the overlay (rendered asChild, e.g. a Button). */
  trigger?: TriggerElement;
  size?: Size;
  className?: string;
}

type ImplProps<Size extends string> = SheetImplProps & { size?: Size | undefined };

/** Dialog and Drawer: the same lazily loaded Radix Dialog, presented two ways. */
export function lazyOverlay<Size extends string>(
  pick: (m: Awaited<ReturnType<typeof loadDialogImpl>>) => ComponentType<ImplProps<Size>>,
) {
  const Impl = lazy(() => loadDialogImpl().then((m) => ({ default: pick(m) })));
  return function Overlay({
    open,
    onOpenChange,
    defaultOpen,
    trigger,
    ...props
  }: OverlayProps<Size>) {
    const [isOpen, setOpen, mounted] = useOpenState(open, onOpenChange, defaultOpen);
    const contentId = useId();
    const triggerElement = useTrigger(trigger, {
      open: isOpen,
      onClick: () => setOpen(true),
      preload: preloadDialogImpl,
      controls: contentId,
    });
    return (
      <>
        {triggerElement}
        {mounted && (
          <Suspense fallback={null}>
            <Impl open={isOpen} onOpenChange={setOpen} contentId={contentId} {...props} />
          </Suspense>
        )}
      </>
    );
  };
}

/** default: up to 940 px; sm: up to 480 px (confirmations). Full width below md either way. */
export type DialogProps = OverlayProps<'default' | 'sm'>;
export const Dialog = lazyOverlay<'default' | 'sm'>((m) => m.DialogImpl);
