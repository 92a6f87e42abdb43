import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Button } from './button';
import { cn } from './cn';
import { RefreshIcon } from './page-icons';

export interface PageTitleProps {
  title: ReactNode;
  /** Shows a refresh icon button next to the title. */
  onRefresh?: () => void;
  /** Spins the refresh icon and ignores further clicks (the button keeps focus). */
  refreshing?: boolean;
  /** Right-hand slot: date pickers, filter and export buttons… */
  actions?: ReactNode;
  className?: string;
}

export function PageTitle({
  title,
  onRefresh,
  refreshing = false,
  actions,
  className,
}: PageTitleProps) {
  const t = useT();
  return (
    <div
      data-slot="page-title"
      className={cn(
        'pp:flex pp:flex-wrap pp:items-center pp:justify-between pp:gap-x-4 pp:gap-y-2',
        className,
      )}
    >
      <div className="pp:flex pp:min-w-0 pp:items-center pp:gap-2">
        <h1 className="pp:truncate pp:text-xl pp:font-semibold pp:text-foreground pp:md:text-2xl">
          {title}
        </h1>
        {onRefresh && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('shared.refresh')}
            aria-busy={refreshing || undefined}
            aria-disabled={refreshing || undefined}
            data-slot="page-title-refresh"
            onClick={() => {
              if (!refreshing) onRefresh();
            }}
          >
            <RefreshIcon className={cn('pp:size-4', refreshing && 'pp:animate-spin')} />
          </Button>
        )}
      </div>
      {actions && (
        <div
          data-slot="page-title-actions"
          className="pp:flex pp:flex-wrap pp:items-center pp:gap-2"
        >
          {actions}
        </div>
      )}
    </div>
  );
}
