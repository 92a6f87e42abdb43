import { useMemo, useRef } from 'react';
import {
  Button,
  DataTable,
  useT,
  useTableSearch,
  type DataTableColumn,
  type Translate,
  PencilIcon,
  TrashIcon,
} from '@publisher-platform/shared';
import { domainsRoute } from '../../../routes';
import type { ProxyDomain } from '../api/domains';
import { CertStatusBadge } from './cert-status';

export interface DomainListProps {
  domains: readonly ProxyDomain[] | undefined;
  loading?: boolean;
  /** The list failed to load: shown with Retry. */
  error?: unknown;
  onRetry?: () => void;
  onEdit: (domain: ProxyDomain) => void;
  onDelete: (domain: ProxyDomain) => void;
}

type Actions = Pick<DomainListProps, 'onEdit' | 'onDelete'>;

function domainColumns(
  t: Translate,
  { onEdit, onDelete }: Actions,
): DataTableColumn<ProxyDomain>[] {
  return [
    {
      id: 'name',
      header: t('shell.domains.name'),
      sortValue: (domain) => domain.name,
      hideable: false,
      card: 'title',
      className: 'pp:font-medium pp:wrap-break-word',
    },
    { id: 'subdomain', header: t('shell.domains.subdomain'), sortValue: (d) => d.subdomain },
    {
      id: 'certStatus',
      header: t('shell.domains.certificate'),
      sortValue: (domain) => domain.certStatus,
      cell: (domain) => <CertStatusBadge status={domain.certStatus} />,
    },
    {
      id: 'actions',
      header: t('shell.domains.actions'),
      hideHeader: true,
      hideable: false,
      align: 'end',
      card: 'actions',
      cell: (domain) => (
        <div className="pp:flex pp:justify-end pp:gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('shell.domains.editLabel', { name: domain.name })}
            onClick={() => onEdit(domain)}
          >
            <PencilIcon />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('shell.domains.deleteLabel', { name: domain.name })}
            onClick={() => onDelete(domain)}
          >
            <TrashIcon />
          </Button>
        </div>
      ),
    },
  ];
}

/** The publisher's domains on the shared DataTable: sort and page live in the URL. */
export function DomainList({
  domains,
  loading,
  error,
  onRetry,
  onEdit,
  onDelete,
}: DomainListProps) {
  const t = useT();
  const [state, setState] = useTableSearch(domainsRoute);
  // The columns stay the same objects while the page re-renders (new handlers each time): the
  // table re-sorts whenever its columns change.
  const actions = useRef<Actions>({ onEdit, onDelete });
  actions.current = { onEdit, onDelete };
  const columns = useMemo(
    () =>
      domainColumns(t, {
        onEdit: (domain) => actions.current.onEdit(domain),
        onDelete: (domain) => actions.current.onDelete(domain),
      }),
    [t],
  );
  return (
    <DataTable
      label={t('shell.domains.title')}
      columns={columns}
      data={domains}
      getRowId={(domain) => String(domain.id)}
      rowAttributes={(domain) => ({ 'data-domain': domain.name })}
      state={state}
      onStateChange={setState}
      loading={loading ?? false}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      storageKey="domains"
    />
  );
}
