import { useState } from 'react';
import {
  Button,
  Dialog,
  TextField,
  notify,
  t as translate,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { useCreateDomain, useUpdateDomain, type ProxyDomain } from '../api/domains';
import { domainRules, suggestSubdomain, type DomainValues } from '../lib/validation';

export interface DomainFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The domain to edit; a new one when absent. */
  domain?: ProxyDomain | null;
}

function DomainForm({ domain, onDone }: { domain: ProxyDomain | null; onDone: () => void }) {
  const t = useT();
  const create = useCreateDomain();
  const update = useUpdateDomain();
  // While the subdomain is untouched it follows the name's first label.
  const [subdomainTouched, setSubdomainTouched] = useState(Boolean(domain));
  const form = useForm<DomainValues>({
    initialValues: { name: domain?.name ?? '', subdomain: domain?.subdomain ?? '' },
    validate: domainRules,
    onSubmit: async (values) => {
      const input = { name: values.name.trim(), subdomain: values.subdomain.trim() };
      if (domain) await update.mutateAsync({ id: domain.id, ...input });
      else await create.mutateAsync(input);
      notify.success(translate(domain ? 'shell.domains.updated' : 'shell.domains.added'));
      onDone();
    },
  });
  const name = form.field('name');
  const subdomain = form.field('subdomain');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="pp:flex pp:flex-col pp:gap-4"
      data-slot="domain-form"
    >
      <TextField
        label={t('shell.domains.name')}
        placeholder="track.example.com"
        required
        autoComplete="off"
        hint={t('shell.domains.nameHint', { valid: 'track.example.com', invalid: 'example.com' })}
        {...name}
        onChange={(event) => {
          name.onChange(event);
          if (!subdomainTouched) form.setValue('subdomain', suggestSubdomain(event.target.value));
        }}
      />
      <TextField
        label={t('shell.domains.subdomain')}
        placeholder="track"
        required
        autoComplete="off"
        {...subdomain}
        onChange={(event) => {
          setSubdomainTouched(true);
          subdomain.onChange(event);
        }}
      />
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('shell.domains.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t(domain ? 'shell.domains.save' : 'shell.domains.add')}
        </Button>
      </div>
    </form>
  );
}

/** Add or edit a domain; the form is fresh each time the dialog opens. */
export function DomainFormDialog({ open, onOpenChange, domain = null }: DomainFormDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t(domain ? 'shell.domains.editTitle' : 'shell.domains.addTitle')}
    >
      {open && (
        <DomainForm key={domain?.id ?? 'new'} domain={domain} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}
