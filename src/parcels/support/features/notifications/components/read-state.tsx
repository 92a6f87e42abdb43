import { cn, useT } from '@publisher-platform/shared';

/** "Unread" with a primary dot, or a muted "Read". */
export function ReadState({ read }: { read: boolean }) {
  const t = useT();
  return (
    <span
      className={cn(
        'pp:inline-flex pp:items-center pp:gap-1.5 pp:whitespace-nowrap',
        read ? 'pp:text-muted-foreground' : 'pp:font-medium pp:text-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('pp:size-2 pp:rounded-full', read ? 'pp:bg-border' : 'pp:bg-primary')}
      />
      {t(read ? 'support.notifications.read' : 'support.notifications.unread')}
    </span>
  );
}
