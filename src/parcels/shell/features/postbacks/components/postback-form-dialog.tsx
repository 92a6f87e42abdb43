import { useRef } from 'react';
import {
  ActionButton,
  Button,
  Dialog,
  Select,
  TextField,
  notify,
  t as translate,
  useForm,
  useT,
} from '@publisher-platform/shared';
import { MACROS } from '../../tracking/lib/tracking-url';
import { useSavePostback, useTestPostback, type Postback } from '../api/postbacks';
import {
  DEFAULT_POSTBACK_URL,
  insertMacro,
  macrosOf,
  postbackParametersError,
  postbackUrlError,
} from '../lib/postback-rules';
import { PostbackParameters } from './postback-parameters';

export interface PostbackTarget {
  type: 'offer' | 'smartlink';
  iri: string;
}

interface Values extends Record<string, unknown> {
  url: string;
  parameters: string[];
}

function PostbackForm({
  target,
  postback,
  onDone,
}: {
  target: PostbackTarget;
  postback: Postback | null;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSavePostback();
  const test = useTestPostback();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm<Values>({
    initialValues: {
      url: postback?.url ?? DEFAULT_POSTBACK_URL,
      parameters: postback ? [...postback.parameters] : macrosOf(DEFAULT_POSTBACK_URL),
    },
    validate: {
      url: (value) => postbackUrlError(String(value)),
      parameters: (value, values) =>
        postbackParametersError(Array.isArray(value) ? value : [], String(values.url)),
    },
    onSubmit: async ({ url, parameters }) => {
      await save.mutateAsync({
        ...(postback ? { id: postback.id } : {}),
        url: url.trim(),
        parameters,
        type: target.type,
        [target.type]: target.iri,
      });
      notify.success(translate(postback ? 'shell.postbacks.updated' : 'shell.postbacks.added'));
      onDone();
    },
  });
  const url = form.field('url');
  const runTest = async () => {
    const problem = postbackUrlError(form.values.url);
    if (problem) return form.setErrors({ url: problem });
    await test.mutateAsync(form.values.url.trim()).catch(form.applyServerError);
  };
  return (
    <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-4">
      <TextField
        ref={input}
        label={t('shell.postbacks.url')}
        required
        autoComplete="off"
        spellCheck={false}
        {...url}
      />
      <Select
        label={t('shell.postbacks.insertMacro')}
        options={MACROS.map((macro) => ({ value: macro, label: `{${macro}}` }))}
        value=""
        placeholder={t('shell.postbacks.chooseMacro')}
        onValueChange={(macro) => {
          form.setValue(
            'url',
            insertMacro(form.values.url, macro, input.current?.selectionStart ?? null),
          );
          // An inserted macro is a parameter the postback sends.
          if (!form.values.parameters.includes(macro))
            form.setValue('parameters', [...form.values.parameters, macro]);
        }}
      />
      <PostbackParameters
        value={form.values.parameters}
        error={form.errors.parameters}
        onChange={(next) => form.setValue('parameters', next)}
      />
      {test.data && (
        <div
          role="status"
          className="pp:flex pp:flex-col pp:gap-1 pp:rounded-md pp:border pp:border-border pp:p-3 pp:text-sm"
          data-slot="postback-test-result"
        >
          <span>{t('shell.postbacks.testStatus', { status: test.data.statusCode })}</span>
          <code className="pp:break-all pp:font-mono">{test.data.url}</code>
          <code className="pp:break-all pp:font-mono pp:text-muted-foreground">
            {test.data.response}
          </code>
        </div>
      )}
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('shell.shortlinks.cancel')}
        </Button>
        <ActionButton variant="outline" onAction={runTest}>
          {t('shell.postbacks.test')}
        </ActionButton>
        <Button type="submit" loading={form.submitting}>
          {t('shell.postbacks.save')}
        </Button>
      </div>
    </form>
  );
}

export function PostbackFormDialog({
  open,
  onOpenChange,
  target,
  postback,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: PostbackTarget;
  postback: Postback | null;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(postback ? 'shell.postbacks.editTitle' : 'shell.postbacks.addTitle')}
    >
      {open && (
        <PostbackForm
          key={postback?.id ?? 'new'}
          target={target}
          postback={postback}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
