import { Button, useT } from '@publisher-platform/shared';
import type { ProxyDomain } from '../api/domains';
import { PencilIcon, TrashIcon } from '../../../ui/icons';
import { CertStatusBadge } from './cert-status';

export interface DomainListProps {
  domains: readonly ProxyDomain[];
  onEdit: (domain: ProxyDomain) => void;
  onDelete: (domain: ProxyDomain) => void;
}

function Actions({
  domain,
  onEdit,
  onDelete,
}: { domain: ProxyDomain } & Omit<DomainListProps, 'domains'>) {
  const t = useT();
  return (
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
  );
}

/** A table from the tablet width; stacked cards on phones. */
export function DomainList({ domains, onEdit, onDelete }: DomainListProps) {
  const t = useT();
  return (
    <>
      <table
        className="pp:hidden pp:w-full pp:border-collapse pp:text-sm pp:md:table"
        data-slot="domain-table"
      >
        <thead>
          <tr className="pp:border-b pp:border-border pp:text-start pp:text-muted-foreground">
            <th scope="col" className="pp:px-3 pp:py-2 pp:text-start pp:font-medium">
              {t('shell.domains.name')}
            </th>
            <th scope="col" className="pp:px-3 pp:py-2 pp:text-start pp:font-medium">
              {t('shell.domains.subdomain')}
            </th>
            <th scope="col" className="pp:px-3 pp:py-2 pp:text-start pp:font-medium">
              {t('shell.domains.certificate')}
            </th>
            <th scope="col" className="pp:px-3 pp:py-2 pp:text-end pp:font-medium">
              <span className="pp:sr-only">{t('shell.domains.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {domains.map((domain) => (
            <tr key={domain.id} className="pp:border-b pp:border-border" data-domain={domain.name}>
              <td className="pp:px-3 pp:py-2 pp:font-medium pp:wrap-break-word">{domain.name}</td>
              <td className="pp:px-3 pp:py-2">{domain.subdomain}</td>
              <td className="pp:px-3 pp:py-2">
                <CertStatusBadge status={domain.certStatus} />
              </td>
              <td className="pp:px-3 pp:py-1">
                <Actions domain={domain} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-3 pp:p-0 pp:md:hidden"
        data-slot="domain-cards"
      >
        {domains.map((domain) => (
          <li
            key={domain.id}
            data-domain={domain.name}
            className="pp:flex pp:flex-col pp:gap-1 pp:rounded-lg pp:border pp:border-border pp:bg-card pp:p-3 pp:text-sm"
          >
            <span className="pp:font-medium pp:wrap-break-word">{domain.name}</span>
            <div className="pp:flex pp:items-center pp:gap-2">
              <div className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:gap-1">
                <span className="pp:text-muted-foreground">
                  {t('shell.domains.subdomainValue', { subdomain: domain.subdomain })}
                </span>
                <CertStatusBadge status={domain.certStatus} />
              </div>
              <Actions domain={domain} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
