import { useId, useState } from 'react';
import {
  Button,
  Checkbox,
  CopyField,
  Dialog,
  TextField,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { useCreateApiKey, type CreatedApiKey } from '../api/api-keys';
import { API_KEY_SCOPES, apiKeyRules, scopeLabel, type ApiKeyValues } from '../lib/validation';

function KeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const create = useCreateApiKey();
  const scopesErrorId = useId();
  const form = useForm<ApiKeyValues>({
    initialValues: { name: '', scopes: [] },
    validate: apiKeyRules,
    onSubmit: async ({ name, scopes }) => {
      onCreated(await create.mutateAsync({ name: name.trim(), scopes }));
    },
  });
  const { scopes } = form.values;
  const scopesError = form.errors.scopes;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="pp:flex pp:flex-col pp:gap-4"
      data-slot="api-key-form"
    >
      <TextField
        label={t('shell.security.apiKeys.name')}
        placeholder={t('shell.security.apiKeys.namePlaceholder')}
        required
        autoComplete="off"
        maxLength={100}
        {...form.field('name')}
      />
      <fieldset
        className="pp:flex pp:flex-col pp:gap-2"
        aria-describedby={scopesError ? scopesErrorId : undefined}
      >
        <legend className="pp:mb-1 pp:text-sm pp:font-medium">
          {t('shell.security.apiKeys.scopes')}
        </legend>
        {API_KEY_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            label={t(scopeLabel(scope))}
            checked={scopes.includes(scope)}
            onChange={(event) =>
              form.setValue(
                'scopes',
                event.target.checked
                  ? API_KEY_SCOPES.filter((s) => s === scope || scopes.includes(s))
                  : scopes.filter((s) => s !== scope),
              )
            }
          />
        ))}
        {scopesError && (
          <p id={scopesErrorId} className="pp:text-xs pp:text-destructive">
            {scopesError}
          </p>
        )}
      </fieldset>
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('shell.security.apiKeys.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('shell.security.apiKeys.create')}
        </Button>
      </div>
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const t = useT();
  return (
    <div className="pp:flex pp:flex-col pp:gap-4" data-slot="api-key-created">
      <p className="pp:text-sm">{t('shell.security.apiKeys.shownOnce')}</p>
      <CopyField
        value={created.key}
        label={t('shell.security.apiKeys.keyLabel', { name: created.name })}
        className="pp:w-full"
      />
      <Button className="pp:self-end" onClick={onDone}>
        {t('shell.security.apiKeys.done')}
      </Button>
    </div>
  );
}

/** Name and scopes, then the new key shown this once (with Copy); fresh each time it opens. */
export function CreateKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="sm"
      title={t(
        created ? 'shell.security.apiKeys.createdTitle' : 'shell.security.apiKeys.createTitle',
      )}
    >
      {open &&
        (created ? (
          <CreatedKey created={created} onDone={() => close(false)} />
        ) : (
          <KeyForm onCreated={setCreated} onCancel={() => close(false)} />
        ))}
    </Dialog>
  );
}
