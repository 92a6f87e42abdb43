import {
  ErrorState,
  NotFoundView,
  PageTitle,
  RichText,
  Spinner,
  getConfig,
  useT,
} from '@publisher-platform/shared';
import { additionalPageRoute } from '../routes';
import { useAdditionalPage } from './additional-page-query';

/** A host-configured page — type 2 is an embedded frame, otherwise its title and HTML
 *  (sanitised: nothing in it runs). A page the host config does not list is asked of the API,
 *  with a loader meanwhile; "Not found" when the network has none of that id. */
export default function AdditionalPage() {
  const t = useT();
  const { id } = additionalPageRoute.useParams();
  const configured = getConfig().additionalPages.find((p) => p.id === id);
  const remote = useAdditionalPage(id, !configured);
  const page = configured ?? remote.data;
  if (!page) {
    if (remote.data === null) return <NotFoundView />;
    if (remote.isError)
      return <ErrorState error={remote.error} onRetry={() => void remote.refetch()} />;
    return (
      <div className="pp:flex pp:justify-center pp:p-8" data-route="additionalPage">
        <Spinner label={t('shared.loading')} />
      </div>
    );
  }
  if (page.type === 2)
    return (
      <div className="pp:flex pp:h-full pp:min-h-[70vh] pp:flex-col" data-route="additionalPage">
        <h1 className="pp:sr-only">{page.pageTitle}</h1>
        <iframe
          src={page.url}
          title={page.pageTitle}
          data-slot="additional-page-frame"
          className="pp:w-full pp:flex-1 pp:border-0"
        />
      </div>
    );
  return (
    <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="additionalPage">
      <PageTitle title={page.pageTitle} />
      <RichText html={page.html ?? ''} />
    </div>
  );
}
