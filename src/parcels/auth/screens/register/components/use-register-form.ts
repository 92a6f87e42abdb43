// The registration form's state, validation (spec §5) and submit (spec §3, §8): fingerprint,
// uploads, then the registration; 406 → the result view, 429 → the limit notice, other errors
// through useForm (422 onto the fields, the rest to the general handler).
import { useMemo, useState } from 'react';
import {
  ApiError,
  errorText,
  getFingerprint,
  useForm,
  useT,
  type FormErrors,
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
import {
  accountRule,
  emailRule,
  passwordRule,
  repeatRule,
  translateErrors,
  usernameRule,
} from '../../lib/validation';

export interface RegisterValues extends Record<string, unknown> {
  email: string;
  username: string;
  plainPassword: string;
  repeatPlainPassword: string;
  messenger: string;
  contactInfo: string;
}

export function useRegisterForm(
  fields: readonly CustomField[],
  onRejected: (text: string) => void,
) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [limited, setLimited] = useState(() => registrationLimited());
  const referral = useMemo(() => referralParams(), []);

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
    validate: (v) => {
      const errors: FormErrors<RegisterValues> = translateErrors(
        {
          email: emailRule(v.email),
          username: usernameRule(v.username),
          plainPassword: passwordRule(v.plainPassword),
          repeatPlainPassword: repeatRule(
            v.plainPassword,
            'auth.validation.passwordsMismatch',
          )(v.repeatPlainPassword),
          messenger: v.messenger ? undefined : 'auth.validation.messenger',
          contactInfo: accountRule(v.contactInfo),
        },
        t,
      );
      for (const field of fields) {
        const problem = checkCustomField(field, v[fieldKey(field)] as CustomValue | undefined);
        if (problem) errors[fieldKey(field)] = t(problem.id, problem.values);
      }
      return errors;
    },
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
