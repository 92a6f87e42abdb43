import { useState } from 'react';
import {
  AppLink,
  Button,
  EmptyState,
  ErrorState,
  formatMoney,
  NotFoundView,
  PageTitle,
  paths,
  RichText,
  SkeletonText,
  Tabs,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { smartlinkRoute } from '../../routes';
import { CreativeGrid } from '../offers/components/offer-creatives';
import { Section } from '../offers/components/offer-sections';
import { PostbackManager } from '../postbacks/components/postback-manager';
import { ShortlinkDialog } from '../shortlinks/components/shortlink-dialog';
import { ShortlinkList } from '../shortlinks/components/shortlink-list';
import { TrackingLinkBuilder } from '../tracking/components/tracking-link-builder';
import { RoleGate } from '../../lib/role-gate';
import { useSmartlinkCreatives } from './api/smartlink-creatives';
import { isNotFound, useCanonicalUrl } from '../offers/lib/by-relative-id';
import { smartlinkQueryOptions, useSmartlink, type Smartlink } from './api/smartlinks';
import {
  DisabledNotice,
  SmartlinkActionButton,
  SmartlinkStatus,
} from './components/smartlink-parts';
import { SMARTLINK_TABS, type SmartlinkTab } from './lib/smartlink-search';
import { SMARTLINKS_ROLE } from './smartlinks-page';

export default function SmartlinkPage() {
  const t = useT();
  return (
    <RoleGate role={SMARTLINKS_ROLE} title={t('shell.nav.smartlinks')}>
      <SmartlinkDetail />
    </RoleGate>
  );
}

const detailKey = (ref: string) => smartlinkQueryOptions(ref).queryKey;

const TAB_LABEL: Record<SmartlinkTab, string> = {
  overview: 'shell.smartlinks.tab.overview',
  links_and_creatives: 'shell.smartlinks.tab.links',
  postback: 'shell.smartlinks.tab.postback',
  shortlink: 'shell.smartlinks.tab.shortlink',
};

function SmartlinkDetail() {
  const t = useT();
  const { smartlinkId } = smartlinkRoute.useParams();
  const { tab } = useRouteSearch(smartlinkRoute);
  const setSearch = useSetRouteSearch(smartlinkRoute);
  const smartlink = useSmartlink(smartlinkId);
  useCanonicalUrl(smartlink.data, smartlinkId, paths.smartlink, 'smartlinkId', detailKey);
  const back = (
    <AppLink
      href={paths.smartlinks}
      className="pp:text-sm pp:text-foreground pp:underline pp:underline-offset-4"
    >
      {t('shell.smartlinks.back')}
    </AppLink>
  );
  // Retry cannot make a smartlink exist: the way back to the list instead.
  if (isNotFound(smartlink.error)) {
    return <NotFoundView back={{ href: paths.smartlinks, label: t('shell.smartlinks.back') }} />;
  }
  if (smartlink.isPending || smartlink.isError) {
    return (
      <div className="pp:flex pp:flex-col pp:gap-4 pp:p-4 pp:md:p-6" data-route="smartlink">
        {back}
        {smartlink.isPending ? (
          <SkeletonText lines={6} />
        ) : (
          // The smartlink's own title is what could not be loaded: the page says where it is.
          <>
            <PageTitle title={t('shell.nav.smartlinks')} />
            <ErrorState error={smartlink.error} onRetry={() => void smartlink.refetch()} />
          </>
        )}
      </div>
    );
  }
  const data = smartlink.data;
  return (
    <div
      className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6"
      data-route="smartlink"
      data-smartlink={data.relativeId}
    >
      {back}
      <PageTitle
        title={data.title}
        onRefresh={() => void smartlink.refetch()}
        refreshing={smartlink.isFetching}
        actions={<SmartlinkActionButton smartlink={data} size="md" />}
      />
      <DisabledNotice smartlink={data} />
      <Tabs
        label={t('shell.smartlinks.tabs')}
        items={SMARTLINK_TABS.map((value) => ({ value, label: t(TAB_LABEL[value]) }))}
        value={tab}
        onValueChange={(next) => void setSearch({ tab: next })}
      >
        <SmartlinkTabPanel tab={tab} smartlink={data} />
      </Tabs>
    </div>
  );
}

function SmartlinkTabPanel({ tab, smartlink }: { tab: SmartlinkTab; smartlink: Smartlink }) {
  const t = useT();
  const [shortlinkUrl, setShortlinkUrl] = useState<string | null>(null);
  // Only the links tab shows them; the hook stays above the switch (rules of hooks).
  const creatives = useSmartlinkCreatives(smartlink.id, tab === 'links_and_creatives');
  const notLive = <EmptyState title={t('shell.smartlinks.notLive')} />;
  switch (tab) {
    case 'overview':
      return (
        <div className="pp:flex pp:flex-col pp:gap-4">
          <dl className="pp:m-0 pp:grid pp:grid-cols-[auto_1fr] pp:gap-x-6 pp:gap-y-1 pp:text-sm">
            <dt className="pp:text-muted-foreground">{t('shell.offers.id')}</dt>
            <dd className="pp:m-0">{`#${smartlink.relativeId}`}</dd>
            <dt className="pp:text-muted-foreground">{t('shell.offers.statusTitle')}</dt>
            <dd className="pp:m-0" data-slot="smartlink-status">
              <SmartlinkStatus smartlink={smartlink} />
            </dd>
            <dt className="pp:text-muted-foreground">{t('shell.smartlinks.vertical')}</dt>
            <dd className="pp:m-0">{smartlink.vertical.title}</dd>
            <dt className="pp:text-muted-foreground">{t('shell.offers.payout')}</dt>
            <dd className="pp:m-0">{`${formatMoney(smartlink.payout)} ${smartlink.currency}`}</dd>
          </dl>
          <Section title={t('shell.offers.description')}>
            <RichText html={smartlink.description} />
          </Section>
        </div>
      );
    case 'links_and_creatives':
      return (
        <div className="pp:flex pp:flex-col pp:gap-6">
          {smartlink.trackingUrl ? (
            <Section title={t('shell.tracking.section')}>
              <TrackingLinkBuilder
                baseUrl={smartlink.trackingUrl}
                name={`smartlink-${smartlink.relativeId}`}
                onCreateShortlink={setShortlinkUrl}
              />
              <ShortlinkDialog targetUrl={shortlinkUrl} onClose={() => setShortlinkUrl(null)} />
            </Section>
          ) : (
            notLive
          )}
          <Section title={t('shell.offers.creatives')}>
            <CreativeGrid creatives={creatives} />
          </Section>
        </div>
      );
    case 'postback':
      return <PostbackManager target={{ type: 'smartlink', iri: smartlink['@id'] }} />;
    case 'shortlink':
      return smartlink.trackingUrl ? (
        <div className="pp:flex pp:flex-col pp:items-start pp:gap-4">
          <Button variant="outline" onClick={() => setShortlinkUrl(smartlink.trackingUrl)}>
            {t('shell.tracking.createShortlink')}
          </Button>
          <ShortlinkList target={{ smartlink: smartlink['@id'] }} />
          <ShortlinkDialog targetUrl={shortlinkUrl} onClose={() => setShortlinkUrl(null)} />
        </div>
      ) : (
        notLive
      );
  }
}
