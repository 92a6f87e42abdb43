import { useState } from 'react';
import {
  Button,
  CopyField,
  Dialog,
  Label,
  Select,
  message,
  notify,
  t as translate,
  useForm,
  useT,
  type FieldError,
  uploadOnce,
} from '@publisher-platform/shared';
import { useLinkDomains } from '../../domains/api/domains';
import { useCreateShortlink } from '../api/shortlinks';

const MAX_BYTES = 5_000_000;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

interface ShortlinkValues extends Record<string, unknown> {
  domain: string;
  cover: File | null;
}

/** The upload rules: PNG or JPEG, at most 5,000,000 bytes; undefined when the file passes. */
export function coverError(file: File | null): FieldError | undefined {
  if (!file) return undefined;
  if (!IMAGE_TYPES.includes(file.type)) return message('shell.shortlinks.invalidImage');
  if (file.size > MAX_BYTES) return message('shell.shortlinks.tooLarge', { size: '5 MB' });
  return undefined;
}

function ShortlinkForm({ targetUrl, onDone }: { targetUrl: string; onDone: () => void }) {
  const t = useT();
  const domains = useLinkDomains();
  const create = useCreateShortlink();
  const [coverId] = useState(() => `cover-${Math.random().toString(36).slice(2)}`);
  const form = useForm<ShortlinkValues>({
    initialValues: { domain: '', cover: null },
    validate: {
      domain: (value) => (value ? undefined : message('shell.shortlinks.domainRequired')),
      cover: (value) => coverError(value as File | null),
    },
    onSubmit: async ({ domain, cover }) => {
      const coverImage = cover ? await uploadOnce(cover, 'cover') : null;
      await create.mutateAsync({ targetUrl, domain, coverImage });
      notify.success(translate('shell.shortlinks.created'));
      onDone();
    },
  });
  const options = (domains.data ?? []).map((d) => ({ value: d.name, label: d.name }));
  return (
    <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-4">
      <CopyField value={targetUrl} label={t('shell.shortlinks.target')} />
      <Select
        label={t('shell.shortlinks.domain')}
        required
        options={options}
        value={form.values.domain}
        onValueChange={(value) => form.setValue('domain', value)}
        placeholder={t('shell.shortlinks.domainPlaceholder')}
        error={form.errors.domain}
      />
      <div className="pp:flex pp:flex-col pp:gap-1.5">
        <Label htmlFor={coverId}>{t('shell.shortlinks.cover')}</Label>
        <input
          id={coverId}
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={form.errors.cover ? true : undefined}
          aria-describedby={`${coverId}-hint`}
          onChange={(event) => form.setValue('cover', event.target.files?.[0] ?? null)}
          className="pp:text-sm"
        />
        <p id={`${coverId}-hint`} className="pp:m-0 pp:text-sm pp:text-muted-foreground">
          {t('shell.shortlinks.coverHint')}
        </p>
        {form.errors.cover && (
          <p role="alert" className="pp:m-0 pp:text-sm pp:text-destructive">
            {form.errors.cover}
          </p>
        )}
      </div>
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('shell.shortlinks.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('shell.shortlinks.create')}
        </Button>
      </div>
    </form>
  );
}

/** "Create shortlink" for a tracking link; open while `targetUrl` is set. */
export function ShortlinkDialog({
  targetUrl,
  onClose,
}: {
  targetUrl: string | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={targetUrl !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={t('shell.shortlinks.createTitle')}
    >
      {targetUrl !== null && <ShortlinkForm targetUrl={targetUrl} onDone={onClose} />}
    </Dialog>
  );
}
