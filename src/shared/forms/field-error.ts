import type { Translate } from '../i18n';

/** A message by id, translated only when it is shown, so a language switch re-words it. */
export interface MessageDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

/** A field's problem: a message of ours, or the server's own text (shown as it is). */
export type FieldError = MessageDescriptor | string;

export const message = (id: string, values?: MessageDescriptor['values']): MessageDescriptor =>
  values ? { id, values } : { id };

export function translateError(t: Translate, error: FieldError | undefined): string | undefined {
  if (error === undefined || error === '') return undefined;
  return typeof error === 'string' ? error : t(error.id, error.values);
}
