import type { ReactNode } from 'react';

/** What Dialog and Drawer pass their Radix implementation. */
export interface SheetImplProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  title: ReactNode;
  label?: string | undefined;
  closeLabel?: string | undefined;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string | undefined;
}
