// The registration form's state, validation and submit: fingerprint,
// uploads, then the registration; 406 → the result view, 429 → the limit notice, other errors
// through useForm (422 onto the fields, the rest to the general handler).
import { useMemo, useState } from 'react';
import {
  ApiError,
  accountRule,
  emailRule,
  errorText,
  getFingerprint,
  filled,
  passwordPairRules,
  rule,
  useForm,
  usernameRule,
  type FormRules,
} from '@publisher-platform/shared';
import { register, type CustomField } from '../api/register';
import {
  checkCustomField,
  customFieldValues,
  fieldKey,
  initialValue,
  type CustomValue,
} from '../lib/custom-fields';
import { referralParams } from '../lib/referral';
import { uploadOnce } from '../lib/upload';
import { registrationLimited } from '../../lib/cookies';

export interface RegisterValues extends Record<string, unknown> {
  email: string;
  username: string;
  plainPassword: string;
  repeatPlainPassword: string;
  messenger: string;
  contactInfo: string;
}

/** The shared rules, the messenger, and the network's own fields (their keys are violation paths). */
function registerRules(fields: readonly CustomField[]): FormRules<RegisterValues> {
  const rules: FormRules<RegisterValues> = {
    email: emailRule,
    username: usernameRule,
    ...passwordPairRules('registration'),
    messenger: rule(filled('auth.validation.messenger')),
    contactInfo: accountRule,
  };
  for (const field of fields)
    rules[fieldKey(field)] = (value) => checkCustomField(field, value as CustomValue | undefined);
  return rules;
}

export function useRegisterForm(
  fields: readonly CustomField[],
  onRejected: (text: string) => void,
) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [limited, setLimited] = useState(() => registrationLimited());
  const referral = useMemo(() => referralParams(), []);
  const rules = useMemo(() => registerRules(fields), [fields]);

  const form = useForm<RegisterValues>({
    initialValues: {
      email: '',
      username: '',
      plainPassword: '',
      repeatPlainPassword: '',
      messenger: '',
      contactInfo: '',
      ...Object.fromEntries(fields.map((f) => [fieldKey(f), initialValue(f)])),
    },
    validate: rules,
    onSubmit: async (v) => {
      if (registrationLimited()) return setLimited(true);
      try {
        const fingerprint = await getFingerprint();
        await register({
          email: v.email.trim(),
          username: v.username.trim(),
          plainPassword: v.plainPassword,
          repeatPlainPassword: v.repeatPlainPassword,
          messenger: v.messenger,
          contactInfo: v.contactInfo.trim(),
          customFieldValues: await customFieldValues(fields, v, uploadOnce),
          fingerprint,
          ...referral,
        });
        setSentTo(v.email.trim());
      } catch (error) {
        const status = error instanceof ApiError ? error.status : null;
        setLimited(registrationLimited() || status === 429);
        if (status === 406) return onRejected(errorText(error));
        if (status !== 429) throw error;
      }
    },
  });
  return { form, sentTo, limited };
}
