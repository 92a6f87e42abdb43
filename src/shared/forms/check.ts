// How a form's rules run. A rule is a function of the value and all the form's values that
// answers the field's problem (a message id, or the server's text) or undefined; `rule(...)`
// builds one from checks in order, the first that fails giving the field's message. Plain
// functions, not a schema library: the login page downloads this module.
import { message, type FieldError } from './field-error';

export type Rule<T = string, V = Record<string, unknown>> = (
  value: T,
  values: V,
) => FieldError | undefined;

/** One check of a text: the message id it answers when the value fails it. */
export type Check = (value: string) => string | undefined;

/** A rule per field; fields without one are not checked. */
export type FormRules<V> = { [K in keyof V & string]?: Rule<V[K], V> };

export type FormErrors<V> = Partial<Record<keyof V & string, FieldError>>;

/** What `useForm` checks on submit: a rule per field. */
export type FormValidation<V> = FormRules<V>;

/** Any condition, with the message id shown when it fails. */
export const holds =
  (requirement: (value: string) => boolean, id: string): Check =>
  (value) =>
    requirement(value) ? undefined : id;

/** Something typed; spaces count. */
export const filled = (id = 'shared.validation.required'): Check =>
  holds((value) => value !== '', id);

/** Something besides spaces. */
export const notBlank = (id = 'shared.validation.notBlank'): Check =>
  holds((value) => value.trim() !== '', id);

/** A text rule from checks in order, e.g. `rule(filled(), notBlank())`. */
export const rule =
  (...checks: Check[]): Rule<unknown, unknown> =>
  (value) => {
    const text = typeof value === 'string' ? value : String(value ?? '');
    for (const check of checks) {
      const id = check(text);
      if (id !== undefined) return message(id);
    }
    return undefined;
  };

/** The first problem of every field that has one. */
export function findErrors<V extends Record<string, unknown>>(
  validation: FormValidation<V>,
  values: V,
): FormErrors<V> {
  const found: Record<string, FieldError> = {};
  const rules = validation as Record<string, Rule<unknown, V> | undefined>;
  for (const [name, fieldRule] of Object.entries(rules)) {
    const problem = fieldRule?.(values[name], values);
    if (problem) found[name] = problem;
  }
  return found as FormErrors<V>;
}
