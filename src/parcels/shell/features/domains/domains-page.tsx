import { useState } from 'react';
import { Button, PageTitle, useT } from '@publisher-platform/shared';
import { PlusIcon } from '../../ui/icons';
import { useDomains, type ProxyDomain } from './api/domains';
import { CnameHint } from './components/cname-hint';
import { DeleteDomainDialog } from './components/delete-domain-dialog';
import { DomainFormDialog } from './components/domain-form-dialog';
import { DomainList } from './components/domain-list';

/** Spec §2: the publisher's tracking domains — list, add, edit, delete, with the CNAME hint. */
export default function DomainsPage() {
  const t = useT();
  const domains = useDomains();
  const [editing, setEditing] = useState<ProxyDomain | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ProxyDomain | null>(null);
  const openForm = (domain: ProxyDomain | null) => {
    setEditing(domain);
    setFormOpen(true);
  };

  const content = (
    <DomainList
      domains={domains.data}
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
      <div className="pp:md:rounded-lg pp:md:border pp:md:border-border pp:md:bg-card pp:md:p-4">
        {content}
      </div>
      <DomainFormDialog open={formOpen} onOpenChange={setFormOpen} domain={editing} />
      <DeleteDomainDialog domain={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
