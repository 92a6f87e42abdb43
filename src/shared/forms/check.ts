// How a form's rules run. A rule is a valibot schema whose messages are message ids (the first
// check that fails gives the field's message), or a function of the value and all the form's
// values for rules that compare fields or exist only at run time (a network's custom fields).
import * as v from 'valibot';
import { message, type FieldError } from './field-error';

type Schema<T> = v.GenericSchema<T>;

export type Rule<T = string, V = Record<string, unknown>> =
  Schema<T> | ((value: T, values: V) => FieldError | undefined);

/** A rule per field; fields without one are not checked. */
export type FormRules<V> = { [K in keyof V & string]?: Rule<V[K], V> };

export type FormErrors<V> = Partial<Record<keyof V & string, FieldError>>;

/** What `useForm` checks on submit: a rule map, or one valibot object schema of the values. */
export type FormValidation<V> = FormRules<V> | Schema<V>;

const isSchema = (value: unknown): value is Schema<unknown> =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** A text rule from checks in order, e.g. `rule(filled(), notBlank())`. */
export const rule = (...checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[]) =>
  v.pipe(v.string(), ...checks);

/** Something typed; spaces count. */
export const filled = (id = 'shared.validation.required') => v.nonEmpty<string, string>(id);

/** Something besides spaces. */
export const notBlank = (id = 'shared.validation.notBlank') =>
  v.check<string, string>((value) => value.trim() !== '', id);

/** Any condition, with the message id shown when it fails. */
export const holds = (requirement: (value: string) => boolean, id: string) =>
  v.check<string, string>(requirement, id);

export function checkRule<T, V>(rule: Rule<T, V>, value: T, values: V): FieldError | undefined {
  if (typeof rule === 'function') return rule(value, values);
  const result = v.safeParse(rule, value, { abortPipeEarly: true });
  return result.success ? undefined : message(result.issues[0].message);
}

/** The first problem of every field that has one. */
export function findErrors<V extends Record<string, unknown>>(
  validation: FormValidation<V>,
  values: V,
): FormErrors<V> {
  const found: Record<string, FieldError> = {};
  if (isSchema(validation)) {
    const result = v.safeParse(validation, values, { abortPipeEarly: true });
    for (const issue of result.issues ?? []) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !found[key]) found[key] = message(issue.message);
    }
    return found as FormErrors<V>;
  }
  const rules = validation as Record<string, Rule<unknown, V> | undefined>;
  for (const [name, fieldRule] of Object.entries(rules)) {
    const problem = fieldRule && checkRule(fieldRule, values[name], values);
    if (problem) found[name] = problem;
  }
  return found as FormErrors<V>;
}
