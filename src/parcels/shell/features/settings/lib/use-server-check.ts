import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, getSession, type FieldError } from '@publisher-platform/shared';
import type { ProfilePatch } from '../../profile/api/update-profile';

/** The wait after a field is left before the server is asked, so tabbing through asks once. */
export const SERVER_CHECK_DELAY_MS = 400;

type Values = Record<string, string>;
type Errors<V> = Partial<Record<keyof V, FieldError>>;
interface CheckedForm<V extends Values> {
  values: V;
  setErrors: (update: (current: Errors<V>) => Errors<V>) => void;
}

/**
 * Checks left fields against PATCH publishers/{id}/validate (the save's own rules, nothing
 * changed), so a rule only the network's server knows shows under its field before saving.
 * Fields left within the delay go in one request; a value already asked about (or the saved
 * one) is not asked again, and a field whose own rule fails (`localError`) is not sent. Only
 * 422s on the sent fields are shown, while the field still holds that value; any other answer is
 * left to the save.
 */
export function useServerCheck<V extends Values>(
  form: CheckedForm<V>,
  toPatch: (name: keyof V & string, value: string) => ProfilePatch,
  localError: (name: keyof V & string, values: V) => unknown,
) {
  const latest = useRef(form.values);
  latest.current = form.values;
  const [checked] = useState(() => new Map<string, string>(Object.entries(form.values)));
  const pending = useRef(new Set<keyof V & string>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef(new AbortController());
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current.abort();
    },
    [],
  );

  const send = useCallback(() => {
    const id = getSession()?.id;
    const sent = new Map<keyof V & string, string>();
    for (const name of pending.current) {
      const value = latest.current[name] ?? '';
      if (checked.get(name) !== value && !localError(name, latest.current)) sent.set(name, value);
    }
    pending.current.clear();
    if (id === undefined || sent.size === 0) return;
    let patch: ProfilePatch = {};
    for (const [name, value] of sent) {
      checked.set(name, value);
      patch = { ...patch, ...toPatch(name, value) };
    }
    api
      .patch(`publishers/${id}/validate`, { json: patch, signal: controller.current.signal })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.status !== 422) {
          for (const name of sent.keys()) checked.delete(name);
          return;
        }
        const found: Errors<V> = {};
        for (const v of error.violations) {
          const name = v.propertyPath as keyof V & string;
          if (sent.has(name) && sent.get(name) === latest.current[name] && !found[name])
            found[name] = v.message;
        }
        if (Object.keys(found).length) form.setErrors((current) => ({ ...current, ...found }));
      });
    // `form.setErrors` is a state setter; the callbacks are fixed per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useCallback(
    (name: keyof V & string) => {
      pending.current.add(name);
      clearTimeout(timer.current);
      timer.current = setTimeout(send, SERVER_CHECK_DELAY_MS);
    },
    [send],
  );
}
