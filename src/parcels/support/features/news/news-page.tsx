import { PageTitle, useT, useTableSearch } from '@publisher-platform/shared';
import { newsRoute } from '../../routes';
import { useNews } from './api/news';
import { NewsList } from './components/news-list';

/** The network's announcements, newest first, with the page in the URL. */
export default function NewsPage() {
  const t = useT();
  const [table, setTable] = useTableSearch(newsRoute);
  const news = useNews(table.page, table.pageSize);
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="news">
      <PageTitle
        title={t('support.news.title')}
        onRefresh={() => void news.refetch()}
        refreshing={news.isFetching}
      />
      <div className="pp:md:rounded-lg pp:md:border pp:md:border-border pp:md:bg-card pp:md:p-4">
        <NewsList
          items={news.data?.items}
          total={news.data?.total ?? 0}
          state={table}
          onStateChange={setTable}
          loading={news.isPending}
          error={news.isError ? news.error : undefined}
          onRetry={() => void news.refetch()}
        />
      </div>
    </div>
  );
}
