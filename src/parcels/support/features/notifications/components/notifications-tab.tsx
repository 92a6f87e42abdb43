import { useMemo } from 'react';
import {
  Button,
  CheckIcon,
  DataTable,
  formatDateTime,
  useIntl,
  useT,
  useTableSearch,
  type DataTableColumn,
  type Translate,
} from '@publisher-platform/shared';
import { supportRoute } from '../../../routes';
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
  type Notification,
} from '../api/notifications';
import { ReadState } from './read-state';

type MarkRead = (notification: Notification) => void;

function columns(
  t: Translate,
  intl: ReturnType<typeof useIntl>,
  markRead: { current: MarkRead },
): DataTableColumn<Notification>[] {
  return [
    {
      id: 'title',
      header: t('support.notifications.title'),
      hideable: false,
      card: 'title',
      cell: (n) => <span className={n.read ? undefined : 'pp:font-semibold'}>{n.title}</span>,
    },
    {
      id: 'createdAt',
      header: t('support.notifications.date'),
      cell: (n) => (
        <time dateTime={n.createdAt} className="pp:whitespace-nowrap">
          {formatDateTime(n.createdAt, { intl })}
        </time>
      ),
    },
    {
      id: 'status',
      header: t('support.notifications.status'),
      cell: (n) => <ReadState read={n.read} />,
    },
    {
      id: 'actions',
      header: t('support.notifications.actions'),
      hideHeader: true,
      hideable: false,
      align: 'end',
      card: 'actions',
      cell: (n) =>
        n.read ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('support.notifications.markReadLabel', { title: n.title })}
            onClick={() => markRead.current(n)}
          >
            <CheckIcon />
            {t('support.notifications.markRead')}
          </Button>
        ),
    },
  ];
}

/** The publisher's notifications, unread first; marking read updates the header's bell. */
export function NotificationsTab() {
  const t = useT();
  const intl = useIntl();
  const [table, setTable] = useTableSearch(supportRoute);
  const list = useNotifications(table.page, table.pageSize);
  const unread = useUnreadCount();
  const markOne = useMarkRead();
  const markAll = useMarkAllRead();
  // One stable column set; the handler reads the latest mutation (a click while one is in
  // flight for the same row is ignored, so nothing is sent twice).
  const handler = useMemo(() => ({ current: (() => undefined) as MarkRead }), []);
  handler.current = (n) => {
    if (!(markOne.isPending && markOne.variables === n.id)) markOne.mutate(n.id);
  };
  const cols = useMemo(() => columns(t, intl, handler), [t, intl, handler]);
  const unreadCount = unread.data ?? 0;

  return (
    <DataTable
      label={t('support.tab.notifications')}
      columns={cols}
      data={list.data?.items}
      total={list.data?.total ?? 0}
      getRowId={(n) => String(n.id)}
      rowAttributes={(n) => ({ 'data-notification': String(n.id), 'data-read': String(n.read) })}
      state={table}
      onStateChange={setTable}
      loading={list.isPending}
      error={list.isError ? list.error : undefined}
      onRetry={() => void list.refetch()}
      toolbar={
        <Button
          variant="outline"
          size="sm"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckIcon />
          {t('support.notifications.markAll')}
        </Button>
      }
    />
  );
}
