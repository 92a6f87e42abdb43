import {
  ACCOUNT_MAX,
  AppLink,
  Button,
  PasswordPair,
  Select,
  TextField,
  USERNAME_MAX,
  paths,
  type SelectOption,
  useT,
} from '@publisher-platform/shared';
import type { CustomField } from '../api/register';
import { fieldKey, type CustomValue } from '../lib/custom-fields';
import { AuthHeading } from '../../components/auth-heading';
import { ResultPanel } from '../../components/result-panel';
import { CustomFieldControl } from './custom-field';
import { useRegisterForm } from './use-register-form';

export interface RegisterFormProps {
  messengers: readonly SelectOption[];
  fields: readonly CustomField[];
  onRejected: (text: string) => void;
}

/** After a successful registration the message shows and the form stays locked. */
export function RegisterForm({ messengers, fields, onRejected }: RegisterFormProps) {
  const t = useT();
  const { form, sentTo, limited } = useRegisterForm(fields, onRejected);
  const locked = sentTo !== null;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="pp-register-title"
      className="pp:flex pp:flex-col pp:gap-4"
    >
      <AuthHeading id="pp-register-title">{t('auth.register.title')}</AuthHeading>
      {sentTo && (
        <ResultPanel tone="success" autoFocus>
          {t('auth.register.sent', { email: sentTo })}
        </ResultPanel>
      )}
      <fieldset
        disabled={locked}
        className="pp:m-0 pp:flex pp:min-w-0 pp:flex-col pp:gap-4 pp:border-0 pp:p-0"
      >
        <TextField
          label={t('auth.register.email')}
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('auth.register.username')}
          autoComplete="username"
          required
          hint={t('auth.register.usernameHint', { max: USERNAME_MAX })}
          {...form.field('username')}
        />
        <PasswordPair
          field={form.field}
          label={t('auth.register.password')}
          repeatLabel={t('auth.register.repeatPassword')}
        />
        <Select
          label={t('auth.register.messenger')}
          placeholder={t('auth.register.messengerPlaceholder')}
          options={messengers}
          value={form.values.messenger}
          onValueChange={(value) => form.setValue('messenger', value)}
          error={form.errors.messenger}
          disabled={locked}
          required
        />
        <TextField
          label={t('auth.register.account')}
          hint={t('auth.register.accountHint')}
          maxLength={ACCOUNT_MAX}
          showCounter
          required
          {...form.field('contactInfo')}
        />
        {fields.map((field) => {
          const key = fieldKey(field);
          return (
            <CustomFieldControl
              key={key}
              field={field}
              name={key}
              value={form.values[key] as CustomValue | undefined}
              error={form.errors[key]}
              disabled={locked}
              onChange={(value) => form.setValue(key, value)}
              onError={(problem) => form.setErrors((current) => ({ ...current, [key]: problem }))}
            />
          );
        })}
      </fieldset>
      {limited && !locked && (
        <p role="alert" className="pp:m-0 pp:text-sm pp:text-destructive">
          {t('auth.register.limit')}
        </p>
      )}
      <Button type="submit" loading={form.submitting} disabled={locked || limited}>
        {t('auth.register.submit')}
      </Button>
      <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">
        {t('auth.register.haveAccount')}{' '}
        <AppLink href={paths.login}>{t('auth.register.signIn')}</AppLink>
      </p>
    </form>
  );
}
