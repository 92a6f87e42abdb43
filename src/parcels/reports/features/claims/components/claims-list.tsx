import { DataTable, useT, useTableSearch } from '@publisher-platform/shared';
import { conversionsRoute } from '../../../routes';
import { useClaims } from '../api/claims';
import { useClaimColumns } from './claim-columns';

/** The publisher's claims, newest first as the API lists them; page and size in the URL. */
export function ClaimsList() {
  const t = useT();
  const [table, setTable] = useTableSearch(conversionsRoute);
  const list = useClaims();
  const columns = useClaimColumns();
  return (
    <DataTable
      label={t('reports.claims.title')}
      columns={columns}
      data={list.data?.items}
      getRowId={(c) => String(c.id)}
      rowAttributes={(c) => ({ 'data-claim': String(c.id), 'data-status': c.status })}
      state={table}
      onStateChange={setTable}
      loading={list.isPending}
      error={list.isError ? list.error : undefined}
      onRetry={() => void list.refetch()}
      storageKey="reports.claims.columns"
    />
  );
}
