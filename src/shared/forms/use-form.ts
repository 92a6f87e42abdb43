// The one way to build a form: values kept as typed, validation on submit (spec §5), one submit
// in flight at a time, and server errors mapped back: 422 violations onto their fields, the
// unmatched ones as notification lines, anything else through the general error handler (or onto
// a chosen field). Nothing typed is lost on a failed submit.
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, errorText, handleApiError, splitViolations } from '../api';
import { notify } from '../notify';

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export interface FormOptions<V extends Record<string, unknown>> {
  initialValues: V;
  validate?: (values: V) => FormErrors<V>;
  onSubmit: (values: V) => Promise<void> | void;
  /** Where a non-422 server error's text goes (e.g. login: the password field). */
  serverErrorField?: keyof V & string;
}

export function useForm<V extends Record<string, unknown>>(options: FormOptions<V>) {
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;

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
      const found = latest.current.validate?.(values) ?? {};
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

  /** Props for a text input bound to `name`. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
  });

  return { values, errors, submitting, setValue, setErrors, field, handleSubmit, applyServerError };
}
