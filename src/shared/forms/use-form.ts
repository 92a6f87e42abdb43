// The one way to build a form: values kept as typed, validation on submit, one submit in flight at
// a time, and server errors mapped back: 422 violations onto their fields, the unmatched ones as
// notification lines, anything else through the general error handler (or onto a chosen field).
// Nothing typed is lost on a failed submit. Errors are kept as message descriptors (or the
// server's text) and translated when a field renders, so a language switch re-words them.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorText, handleApiError, splitViolations } from '../api/error-handler';
import { ApiError } from '../api/errors';
import { useT } from '../i18n';
import { notify } from '../notify';
import { findErrors, type FormErrors, type FormValidation } from './check';
import { draftKeeper } from './draft-keeper';
import { translateError } from './field-error';

export interface FormOptions<V extends Record<string, unknown>> {
  initialValues: V;
  /** Checked on submit: a rule per field (see `rules.ts`). */
  validate?: FormValidation<V>;
  onSubmit: (values: V) => Promise<void> | void;
  /** Where a non-422 server error's text goes (e.g. login: the password field). */
  serverErrorField?: keyof V & string;
}

export function useForm<V extends Record<string, unknown>>(options: FormOptions<V>) {
  const t = useT();
  // What was typed here before the session ended comes back (see drafts.ts).
  const [draft] = useState(() => draftKeeper()?.take(Object.keys(options.initialValues)));
  const [values, setValues] = useState<V>(() => ({ ...options.initialValues, ...draft }));
  const [problems, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const current = useRef(values);
  current.current = values;
  useEffect(() => {
    if (draft) notify.info(t('shared.draft.restored'));
    return draftKeeper()?.watch(latest.current.initialValues, () => current.current);
    // Once per mounted form; the message follows the language at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const applyServerError = useCallback((error: unknown) => {
    const { serverErrorField, initialValues } = latest.current;
    if (error instanceof ApiError && error.isCancelled) return;
    if (error instanceof ApiError && error.status === 422 && error.violations.length) {
      const { fieldErrors, unmatched } = splitViolations(
        error.violations,
        Object.keys(initialValues),
      );
      setErrors(fieldErrors as FormErrors<V>);
      unmatched.forEach((v) =>
        notify.error(v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message),
      );
    } else if (serverErrorField && error instanceof ApiError && error.kind === 'http') {
      setErrors({ [serverErrorField]: errorText(error) } as FormErrors<V>);
    } else handleApiError(error);
  }, []);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      const { validate } = latest.current;
      const found = validate ? findErrors(validate, values) : {};
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      inFlight.current = true;
      setSubmitting(true);
      try {
        await latest.current.onSubmit(values);
      } catch (error) {
        applyServerError(error);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [values, applyServerError],
  );

  /** Each field's problem in the current language, for any control. */
  const shown: Partial<Record<keyof V & string, string>> = {};
  for (const name of Object.keys(problems) as (keyof V & string)[])
    shown[name] = translateError(t, problems[name]);

  /** Props for a text input bound to `name`. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    error: shown[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
  });

  return {
    values,
    errors: shown,
    submitting,
    setValue,
    /** Sets problems directly (message descriptors or texts), e.g. a rejected file. */
    setErrors,
    field,
    handleSubmit,
    applyServerError,
  };
}
