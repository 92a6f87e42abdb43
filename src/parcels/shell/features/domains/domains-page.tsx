import { useMemo, useState } from 'react';
import {
  Button,
  ExportButton,
  FiltersDrawer,
  PageTitle,
  useRouteSearch,
  useSetRouteSearch,
  useT,
  PlusIcon,
} from '@publisher-platform/shared';
import { domainsRoute } from '../../routes';
import { useDomains, type ProxyDomain } from './api/domains';
import { DomainFiltersFields } from './components/domain-filters-fields';
import { CnameHint } from './components/cname-hint';
import { DeleteDomainDialog } from './components/delete-domain-dialog';
import { DomainFormDialog } from './components/domain-form-dialog';
import { DomainList } from './components/domain-list';
import {
  NO_DOMAIN_FILTERS,
  filterDomains,
  filtersFromSearch,
  searchFromFilters,
} from './lib/domain-filters';

/** The publisher's tracking domains — list, add, edit, delete, with the CNAME hint. */
export default function DomainsPage() {
  const t = useT();
  const domains = useDomains();
  const setSearch = useSetRouteSearch(domainsRoute);
  // The same object while the filter values stay: a page or sort change must not hand the list
  // new data.
  const filters = useRouteSearch(domainsRoute, filtersFromSearch);
  const shown = useMemo(() => filterDomains(domains.data, filters), [domains.data, filters]);
  const [editing, setEditing] = useState<ProxyDomain | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ProxyDomain | null>(null);
  const openForm = (domain: ProxyDomain | null) => {
    setEditing(domain);
    setFormOpen(true);
  };

  const content = (
    <DomainList
      domains={shown}
      loading={domains.isPending}
      error={domains.isError ? domains.error : undefined}
      onRetry={() => void domains.refetch()}
      onEdit={openForm}
      onDelete={setDeleting}
    />
  );

  return (
    <div className="pp:flex pp:flex-col pp:gap-6 pp:p-4 pp:md:p-6" data-route="domains">
      <PageTitle
        title={t('shell.domains.title')}
        onRefresh={() => void domains.refetch()}
        refreshing={domains.isFetching}
        actions={
          <Button onClick={() => openForm(null)}>
            <PlusIcon />
            {t('shell.domains.addTitle')}
          </Button>
        }
      />
      <CnameHint />
      <div data-slot="toolbar" className="pp:flex pp:flex-wrap pp:justify-end pp:gap-2">
        <FiltersDrawer
          value={filters}
          emptyValue={NO_DOMAIN_FILTERS}
          // A new filter starts the list from its first page.
          onApply={(next) => void setSearch({ ...searchFromFilters(next), page: 1 })}
        >
          {(draft, change) => <DomainFiltersFields draft={draft} change={change} />}
        </FiltersDrawer>
        {/* The contract's export takes no filters: the file holds every domain. */}
        <ExportButton path="proxy_domains/export" fileName="domains.csv" />
      </div>
      <div className="pp:md:rounded-lg pp:md:border pp:md:border-border pp:md:bg-card pp:md:p-4">
        {content}
      </div>
      <DomainFormDialog open={formOpen} onOpenChange={setFormOpen} domain={editing} />
      <DeleteDomainDialog domain={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
