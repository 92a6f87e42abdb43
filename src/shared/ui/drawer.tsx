import { lazy, Suspense, useId, type ReactNode } from 'react';
import { loadDialogImpl, preloadDialogImpl } from './dialog';
import { useOpenState, useTrigger, type TriggerElement } from './trigger';

// Same lazy Radix Dialog chunk as Dialog, presented as a side sheet from the right.
const DrawerImpl = lazy(() => loadDialogImpl().then((m) => ({ default: m.DrawerImpl })));

export interface DrawerProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  trigger?: TriggerElement;
  /** default: 420 px; half: 50 % of the viewport (detail drawers). Full width below md. */
  size?: 'default' | 'half';
  className?: string;
}

export function Drawer({ open, onOpenChange, defaultOpen, trigger, ...props }: DrawerProps) {
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
          <DrawerImpl open={isOpen} onOpenChange={setOpen} contentId={contentId} {...props} />
        </Suspense>
      )}
    </>
  );
}
