import type { ReactNode } from 'react';
import { PageTitle, useT } from '@publisher-platform/shared';
import { useClaims } from '../api/claims';
import { ClaimsList } from './claims-list';

/** The claims tab: what the publisher claimed and the network's answers. */
export function ClaimsPanel({ claimButton }: { claimButton: ReactNode }) {
  const t = useT();
  const list = useClaims();
  return (
    <div className="pp:flex pp:flex-col pp:gap-4">
      <PageTitle
        title={t('reports.claims.title')}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
        actions={claimButton}
      />
      <ClaimsList />
    </div>
  );
}
