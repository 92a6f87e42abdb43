import { ConfirmDialog, notify, useT } from '@publisher-platform/shared';
import { useDeleteDomain, type ProxyDomain } from '../api/domains';

export function DeleteDomainDialog({
  domain,
  onClose,
}: {
  domain: ProxyDomain | null;
  onClose: () => void;
}) {
  const t = useT();
  const remove = useDeleteDomain();
  return (
    <ConfirmDialog
      open={domain !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('shell.domains.deleteTitle')}
      description={domain ? t('shell.domains.deleteText', { name: domain.name }) : undefined}
      cancelLabel={t('shell.domains.cancel')}
      confirmLabel={t('shell.domains.delete')}
      onConfirm={async () => {
        if (!domain) return;
        await remove.mutateAsync(domain.id);
        notify.success(t('shell.domains.deleted'));
      }}
    />
  );
}
