import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  CopyField,
  createIcon,
  Dialog,
  EmptyState,
  ErrorState,
  notify,
  QrCode,
  SkeletonText,
  useT,
  TrashIcon,
} from '@publisher-platform/shared';
import { useDeleteShortlink, useShortlinks, type ShortLink } from '../api/shortlinks';

function DeleteShortlinkDialog({ link, onClose }: { link: ShortLink | null; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteShortlink();
  return (
    <ConfirmDialog
      open={link !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('shell.shortlinks.deleteTitle')}
      description={link ? t('shell.shortlinks.deleteText', { url: link.shortUrl }) : undefined}
      cancelLabel={t('shell.shortlinks.cancel')}
      confirmLabel={t('shell.shortlinks.delete')}
      onConfirm={async () => {
        if (!link) return;
        await remove.mutateAsync(link.id);
        notify.success(t('shell.shortlinks.deleted'));
      }}
    />
  );
}

// Drawn here rather than with the shell's icons: those load with the frame, this one only here.
const QrIcon = createIcon(
  'qr',
  <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3M6 6h1v1H6zM17 6h1v1h-1zM6 17h1v1H6z" />,
);

/** The short URL's QR code in a dialog, opened from the row's QR button. */
function ShortlinkQrDialog({ link }: { link: ShortLink }) {
  const t = useT();
  return (
    <Dialog
      size="sm"
      title={t('shell.shortlinks.qr', { code: link.code })}
      description={link.shortUrl}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('shell.shortlinks.qr', { code: link.code })}
        >
          <QrIcon />
        </Button>
      }
    >
      <QrCode
        value={link.shortUrl}
        label={t('shell.shortlinks.qr', { code: link.code })}
        fileName={`shortlink-${link.code}-qr`}
      />
    </Dialog>
  );
}

/** The shortlinks of one offer or smartlink (by IRI): copy, QR code and delete each. */
export function ShortlinkList({ target }: { target: { offer?: string; smartlink?: string } }) {
  const t = useT();
  const links = useShortlinks();
  const [deleting, setDeleting] = useState<ShortLink | null>(null);
  if (links.isPending) return <SkeletonText />;
  if (links.isError) return <ErrorState error={links.error} onRetry={() => void links.refetch()} />;
  const shown = links.data.filter((link) =>
    target.offer ? link.offer === target.offer : link.smartlink === target.smartlink,
  );
  return (
    <>
      {shown.length === 0 ? (
        <EmptyState />
      ) : (
        <ul
          className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-3 pp:p-0"
          aria-label={t('shell.shortlinks.title')}
        >
          {shown.map((link) => (
            <li
              key={link.id}
              data-shortlink={link.code}
              className="pp:flex pp:flex-wrap pp:items-center pp:gap-2"
            >
              <CopyField
                value={link.shortUrl}
                label={t('shell.shortlinks.link', { code: link.code })}
                className="pp:min-w-0 pp:flex-1"
              />
              <ShortlinkQrDialog link={link} />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('shell.shortlinks.deleteLabel', { code: link.code })}
                onClick={() => setDeleting(link)}
              >
                <TrashIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeleteShortlinkDialog link={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
