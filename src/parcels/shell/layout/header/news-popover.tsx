import { useState } from 'react';
import {
  AppLink,
  EmptyState,
  ErrorState,
  Popover,
  Skeleton,
  buildPath,
  formatRelativeTime,
  paths,
  useIntl,
  useT,
} from '@publisher-platform/shared';
import {
  NO_ANNOUNCEMENTS,
  useUnseenAnnouncements,
  type Announcement,
} from '../../features/news/api/unseen-announcements';
import { NewsIcon } from '../../ui/icons';
import { BADGE_CLASS, HEADER_ICON_CLASS } from './styles';

export const NEWS_HREF = paths.news;
export const articleHref = (id: number) => buildPath(paths.newsArticle, { id });

function NewsItem({ item, onOpen }: { item: Announcement; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <li>
      <AppLink
        href={articleHref(item.id)}
        onClick={onOpen}
        className="pp:flex pp:gap-3 pp:rounded-md pp:p-2 pp:text-foreground pp:no-underline pp:hover:bg-muted"
      >
        {item.previewImagePath ? (
          <img
            src={item.previewImagePath}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="pp:size-20 pp:shrink-0 pp:rounded-md pp:bg-muted pp:object-cover"
          />
        ) : (
          <span aria-hidden="true" className="pp:size-20 pp:shrink-0 pp:rounded-md pp:bg-muted" />
        )}
        <span className="pp:flex pp:min-w-0 pp:flex-col pp:gap-1">
          <span className="pp:line-clamp-2 pp:text-sm pp:font-medium">{item.title}</span>
          <time dateTime={item.publishedAt} className="pp:text-xs pp:text-muted-foreground">
            {formatRelativeTime(item.publishedAt, { intl })}
          </time>
        </span>
      </AppLink>
    </li>
  );
}

/** The latest 3 unseen announcements and a link to the news list. */
export function NewsPopover() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const query = useUnseenAnnouncements();
  const { isPending } = query;
  // Announcements that cannot be loaded count as none unread; the popover says why, with Retry.
  const data = query.isError ? NO_ANNOUNCEMENTS : query.data;
  const unread = data?.unread ?? 0;
  const close = () => setOpen(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      label={t('shell.news.title')}
      className="pp:w-80"
      trigger={
        <button
          type="button"
          data-slot="news-trigger"
          aria-label={t('shell.news.trigger', { count: unread })}
          className={HEADER_ICON_CLASS}
        >
          <NewsIcon className="pp:size-5" />
          {unread > 0 && (
            <span aria-hidden="true" className={BADGE_CLASS}>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      }
    >
      <h2 className="pp:pb-2 pp:text-sm pp:font-semibold">{t('shell.news.title')}</h2>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} className="pp:py-6" />
      ) : isPending ? (
        <div className="pp:flex pp:flex-col pp:gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="pp:h-20 pp:w-full" />
          ))}
        </div>
      ) : data?.latest.length ? (
        <ul
          className="pp:-mx-2 pp:my-0 pp:flex pp:list-none pp:flex-col pp:p-0"
          data-slot="news-list"
        >
          {data.latest.map((item) => (
            <NewsItem key={item.id} item={item} onOpen={close} />
          ))}
        </ul>
      ) : (
        <EmptyState className="pp:py-6" />
      )}
      <div className="pp:mt-2 pp:border-t pp:border-border pp:pt-2">
        <AppLink href={NEWS_HREF} onClick={close} className="pp:text-sm">
          {t('shell.news.all')}
        </AppLink>
      </div>
    </Popover>
  );
}
