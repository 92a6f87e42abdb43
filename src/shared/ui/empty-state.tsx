import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { cn } from './cn';
import { InboxIcon } from './page-icons';

export interface EmptyStateProps {
  /** Defaults to the translated "No data". */
  title?: ReactNode;
  /** Defaults to an inbox icon; pass null for none. */
  icon?: ReactNode;
  /** Extra text or actions under the title. */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ title, icon, children, className }: EmptyStateProps) {
  const t = useT();
  return (
    <div
      role="status"
      data-slot="empty-state"
      className={cn(
        'pp:flex pp:flex-col pp:items-center pp:justify-center pp:gap-2 pp:px-4 pp:py-10 pp:text-center pp:text-muted-foreground',
        className,
      )}
    >
      {icon === undefined ? <InboxIcon className="pp:size-10" strokeWidth={1.5} /> : icon}
      <p data-slot="empty-state-title" className="pp:text-sm pp:font-medium">
        {title ?? t('shared.noData')}
      </p>
      {children && (
        <div data-slot="empty-state-content" className="pp:text-sm">
          {children}
        </div>
      )}
    </div>
  );
}
