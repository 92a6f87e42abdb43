import { useMemo } from 'react';
import {
  AppLink,
  DataTable,
  buildPath,
  formatDateTime,
  formatRelativeTime,
  paths,
  useIntl,
  useT,
  type DataTableColumn,
  type DataTableState,
  type Translate,
} from '@publisher-platform/shared';
import type { Announcement } from '../api/news';
import { NewBadge } from './news-badge';

export const articleHref = (id: number) => buildPath(paths.newsArticle, { id });

function ArticleCell({ item }: { item: Announcement }) {
  const intl = useIntl();
  return (
    <div className="pp:flex pp:items-center pp:gap-3">
      <img
        src={item.previewImagePath}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        className="pp:size-20 pp:shrink-0 pp:rounded-md pp:bg-muted pp:object-cover"
      />
      <div className="pp:flex pp:min-w-0 pp:flex-col pp:items-start pp:gap-1">
        <AppLink
          href={articleHref(item.id)}
          className={item.seen ? 'pp:font-medium' : 'pp:font-semibold'}
        >
          {item.title}
        </AppLink>
        <div className="pp:flex pp:flex-wrap pp:items-center pp:gap-2">
          {!item.seen && <NewBadge />}
          <time dateTime={item.publishedAt} className="pp:text-xs pp:text-muted-foreground">
            {formatRelativeTime(item.publishedAt, { intl })}
          </time>
        </div>
      </div>
    </div>
  );
}

function newsColumns(t: Translate, intl: ReturnType<typeof useIntl>) {
  const columns: DataTableColumn<Announcement>[] = [
    {
      id: 'article',
      header: t('support.news.article'),
      hideable: false,
      card: 'title',
      cell: (item) => <ArticleCell item={item} />,
    },
    {
      id: 'publishedAt',
      header: t('support.news.published'),
      cell: (item) => (
        <span className="pp:whitespace-nowrap">{formatDateTime(item.publishedAt, { intl })}</span>
      ),
    },
  ];
  return columns;
}

export interface NewsListProps {
  items: Announcement[] | undefined;
  total: number;
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
}

/** The announcements, newest first, paged by the server; unseen ones carry a marker. */
export function NewsList({ items, total, loading, error, ...props }: NewsListProps) {
  const t = useT();
  const intl = useIntl();
  const columns = useMemo(() => newsColumns(t, intl), [t, intl]);
  return (
    <DataTable
      label={t('support.news.title')}
      columns={columns}
      data={items}
      total={total}
      getRowId={(item) => String(item.id)}
      rowAttributes={(item) => ({
        'data-article': String(item.id),
        'data-seen': String(item.seen),
      })}
      loading={loading}
      error={error}
      {...props}
    />
  );
}
