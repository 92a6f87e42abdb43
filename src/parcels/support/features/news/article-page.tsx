import { useEffect } from 'react';
import {
  ApiError,
  AppLink,
  ErrorState,
  formatDateTime,
  NotFoundView,
  PageTitle,
  paths,
  RichText,
  SkeletonText,
  useIntl,
  useT,
} from '@publisher-platform/shared';
import { newsArticleRoute } from '../../routes';
import { ArrowLeftIcon } from '../../ui/icons';
import { useArticle, useMarkArticleSeen, type Article } from './api/news';

function BackToNews() {
  const t = useT();
  return (
    <AppLink href={paths.news} className="pp:inline-flex pp:items-center pp:gap-1 pp:text-sm">
      <ArrowLeftIcon className="pp:size-4" />
      {t('support.news.back')}
    </AppLink>
  );
}

/** Opening an unseen article marks it seen, once per article. */
function useMarkSeenOnOpen(article: Article | undefined) {
  const { mutate } = useMarkArticleSeen();
  const id = article && !article.seen ? article.id : null;
  useEffect(() => {
    if (id !== null) mutate(id);
  }, [id, mutate]);
}

/** A news article: title, date, the sanitised body and the way back to the list. */
export default function ArticlePage() {
  const t = useT();
  const intl = useIntl();
  const { id } = newsArticleRoute.useParams();
  const article = useArticle(id);
  useMarkSeenOnOpen(article.data);

  if (article.error instanceof ApiError && article.error.status === 404) return <NotFoundView />;
  return (
    <article className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="newsArticle">
      <BackToNews />
      {article.isPending ? (
        <div aria-busy="true" className="pp:flex pp:flex-col pp:gap-4">
          <span role="status" className="pp:sr-only">
            {t('shared.loading')}
          </span>
          <SkeletonText lines={6} />
        </div>
      ) : article.isError ? (
        // The article's own title is what could not be loaded: the page says where it is.
        <>
          <PageTitle title={t('support.news.title')} />
          <ErrorState error={article.error} onRetry={() => void article.refetch()} />
        </>
      ) : (
        <>
          <div className="pp:flex pp:flex-col pp:gap-1">
            <h1 className="pp:text-xl pp:font-semibold pp:wrap-break-word pp:text-foreground pp:md:text-2xl">
              {article.data.title}
            </h1>
            <time
              dateTime={article.data.publishedAt}
              className="pp:text-sm pp:text-muted-foreground"
            >
              {formatDateTime(article.data.publishedAt, { intl })}
            </time>
          </div>
          <div className="pp:max-w-3xl pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-4 pp:md:p-6">
            <RichText html={article.data.body} />
          </div>
        </>
      )}
    </article>
  );
}
