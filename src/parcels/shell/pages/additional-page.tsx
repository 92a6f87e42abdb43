import { NotFoundView, PageTitle, RichText, getConfig } from '@publisher-platform/shared';
import { additionalPageRoute } from '../routes';

/** A host-configured page — type 2 is an embedded frame, otherwise its title and HTML
 *  (sanitised: nothing in it runs). The host config is read before the portal starts, so an id
 *  it does not list is "Not found" at once: nothing is still on its way that could show it. */
export default function AdditionalPage() {
  const { id } = additionalPageRoute.useParams();
  const page = getConfig().additionalPages.find((p) => p.id === id);
  if (!page) return <NotFoundView />;
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
