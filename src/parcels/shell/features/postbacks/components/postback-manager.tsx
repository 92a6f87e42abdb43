import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  formatDateTime,
  notify,
  SkeletonText,
  useT,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from '@publisher-platform/shared';
import { useDeletePostback, useDeliveries, usePostbacks, type Postback } from '../api/postbacks';
import { PostbackFormDialog, type PostbackTarget } from './postback-form-dialog';

function DeletePostbackDialog({
  postback,
  onClose,
}: {
  postback: Postback | null;
  onClose: () => void;
}) {
  const t = useT();
  const remove = useDeletePostback();
  return (
    <ConfirmDialog
      open={postback !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('shell.postbacks.deleteTitle')}
      description={postback?.url}
      cancelLabel={t('shell.shortlinks.cancel')}
      confirmLabel={t('shell.shortlinks.delete')}
      onConfirm={async () => {
        if (!postback) return;
        await remove.mutateAsync(postback.id);
        notify.success(t('shell.postbacks.deleted'));
      }}
    />
  );
}

function DeliveryLog({ ids }: { ids: readonly number[] }) {
  const t = useT();
  const deliveries = useDeliveries();
  const shown = (deliveries.data ?? []).filter(
    (d) => d.test || ids.some((id) => d.postback === `/publisher/api/publisher_postbacks/${id}`),
  );
  return (
    <section className="pp:flex pp:flex-col pp:gap-2" aria-labelledby="postback-log">
      <h2 id="postback-log" className="pp:m-0 pp:text-base pp:font-semibold">
        {t('shell.postbacks.log')}
      </h2>
      {deliveries.isPending ? (
        <SkeletonText />
      ) : shown.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-2 pp:p-0 pp:text-sm">
          {shown.slice(0, 20).map((d) => (
            <li
              key={d.id}
              data-delivery={d.id}
              className="pp:flex pp:flex-col pp:rounded-md pp:border pp:border-border pp:p-2"
            >
              <span>
                {`${formatDateTime(d.firedAt)} · ${d.statusCode}`}
                {d.test ? ` · ${t('shell.postbacks.testFire')}` : ''}
              </span>
              <code className="pp:break-all pp:font-mono">{d.url}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The postbacks of one offer or smartlink: add, edit, test, delete, and the last fires. */
export function PostbackManager({ target }: { target: PostbackTarget }) {
  const t = useT();
  const postbacks = usePostbacks();
  const [editing, setEditing] = useState<Postback | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Postback | null>(null);
  const mine = (postbacks.data ?? []).filter((p) => p[target.type] === target.iri);
  const open = (postback: Postback | null) => {
    setEditing(postback);
    setFormOpen(true);
  };
  return (
    <div className="pp:flex pp:flex-col pp:items-stretch pp:gap-4" data-slot="postbacks">
      <div>
        <Button onClick={() => open(null)}>
          <PlusIcon />
          {t('shell.postbacks.addTitle')}
        </Button>
      </div>
      {postbacks.isPending ? (
        <SkeletonText />
      ) : postbacks.isError ? (
        <ErrorState error={postbacks.error} onRetry={() => void postbacks.refetch()} />
      ) : mine.length === 0 ? (
        <EmptyState />
      ) : (
        <ul
          className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:gap-2 pp:p-0"
          aria-label={t('shell.postbacks.title')}
        >
          {mine.map((postback) => (
            <li
              key={postback.id}
              data-postback={postback.id}
              className="pp:flex pp:items-center pp:gap-2 pp:rounded-md pp:border pp:border-border pp:p-2"
            >
              <div className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:gap-0.5">
                <code className="pp:break-all pp:font-mono pp:text-sm">{postback.url}</code>
                <span className="pp:text-xs pp:text-muted-foreground pp:break-all">
                  {t('shell.postbacks.key', { key: postback.key })}
                  {postback.parameters.length > 0 &&
                    ` · ${t('shell.postbacks.parametersList', {
                      list: postback.parameters.map((p) => `{${p}}`).join(', '),
                    })}`}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('shell.postbacks.editLabel', { id: postback.id })}
                onClick={() => open(postback)}
              >
                <PencilIcon />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('shell.postbacks.deleteLabel', { id: postback.id })}
                onClick={() => setDeleting(postback)}
              >
                <TrashIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeliveryLog ids={mine.map((p) => p.id)} />
      <PostbackFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        target={target}
        postback={editing}
      />
      <DeletePostbackDialog postback={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
