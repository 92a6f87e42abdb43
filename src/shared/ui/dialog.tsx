import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useOpenState, useTrigger, type TriggerElement } from './trigger';

// Radix Dialog (~13 KB gzip) stays out of the shared entry chunk: it loads on first open (or when
// the pointer/focus reaches the trigger), and nothing is rendered while the dialog is closed.
export const loadDialogImpl = () => import('./dialog-impl');
export const preloadDialogImpl = (): void => {
  loadDialogImpl().catch(() => undefined);
};
const DialogImpl = lazy(() => loadDialogImpl().then((m) => ({ default: m.DialogImpl })));

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Element that opens the dialog (rendered asChild, e.g. a Button). */
  trigger?: TriggerElement;
  /** default: up to 940 px; sm: up to 480 px (confirmations). Full width below md either way. */
  size?: 'default' | 'sm';
  className?: string;
}

export function Dialog({ open, onOpenChange, defaultOpen, trigger, ...props }: DialogProps) {
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
          <DialogImpl open={isOpen} onOpenChange={setOpen} contentId={contentId} {...props} />
        </Suspense>
      )}
    </>
  );
}
