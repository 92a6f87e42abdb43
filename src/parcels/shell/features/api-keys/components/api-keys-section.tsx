import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PlusIcon,
  SkeletonText,
  notify,
  useT,
} from '@publisher-platform/shared';
import { SectionCard } from '../../../ui/section-card';
import { useApiKeys, useRevokeApiKey, type ApiKey } from '../api/api-keys';
import { ApiKeyItem } from './api-key-item';
import { CreateKeyDialog } from './create-key-dialog';

/** The publisher's read-only API keys: create one (shown once), see when each was used, revoke. */
export function ApiKeysSection() {
  const t = useT();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <SectionCard
      title={t('shell.security.apiKeys.title')}
      description={t('shell.security.apiKeys.description')}
      slot="api-keys"
    >
      {keys.isError ? (
        <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />
      ) : !keys.data ? (
        <div aria-busy="true">
          <SkeletonText lines={3} />
        </div>
      ) : keys.data.length === 0 ? (
        <EmptyState title={t('shell.security.apiKeys.none')} className="pp:py-4" />
      ) : (
        <ul aria-label={t('shell.security.apiKeys.list')} className="pp:flex pp:flex-col">
          {keys.data.map((key) => (
            <ApiKeyItem key={key.id} apiKey={key} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <Button variant="outline" className="pp:self-start" onClick={() => setCreating(true)}>
        <PlusIcon />
        {t('shell.security.apiKeys.new')}
      </Button>
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('shell.security.apiKeys.revokeTitle')}
        description={
          revoking ? t('shell.security.apiKeys.revokeText', { name: revoking.name }) : undefined
        }
        cancelLabel={t('shell.security.apiKeys.cancel')}
        confirmLabel={t('shell.security.apiKeys.revoke')}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync(revoking.id);
          notify.success(t('shell.security.apiKeys.revoked'));
        }}
      />
    </SectionCard>
  );
}
