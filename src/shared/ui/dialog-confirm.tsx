import type { ReactNode } from 'react';
import { ActionButton } from './action-button';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** "destructive" (the default) for deletions. */
  variant?: ButtonVariant;
  /**
   * What Confirm sends. The confirm button is busy and ignores clicks until it settles; the
   * dialog closes when it succeeds and stays open when it fails (its error is reported by
   * whoever reports it, e.g. the global error handler).
   */
  onConfirm: () => Promise<unknown>;
}

/** "Are you sure?" before an action that cannot be undone; the action is sent once. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'destructive',
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <ActionButton
            variant={variant}
            onAction={async () => {
              await onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </ActionButton>
        </>
      }
    />
  );
}
