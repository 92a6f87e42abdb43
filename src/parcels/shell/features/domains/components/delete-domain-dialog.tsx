import { Button, Dialog, notify, useT } from '@publisher-platform/shared';
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
  const confirm = () => {
    if (!domain) return;
    remove.mutate(domain.id, {
      onSuccess: () => {
        notify.success(t('shell.domains.deleted'));
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={domain !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={t('shell.domains.deleteTitle')}
      description={domain ? t('shell.domains.deleteText', { name: domain.name }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('shell.domains.cancel')}
          </Button>
          <Button variant="destructive" loading={remove.isPending} onClick={confirm}>
            {t('shell.domains.delete')}
          </Button>
        </>
      }
    />
  );
}
