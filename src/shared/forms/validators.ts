// Validation rules of spec §5 as small reusable checks; each returns true when the value passes.
export const isFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '';
export const isNotBlank = (value: unknown): boolean =>
  typeof value === 'string' && value.trim() !== '';
// A practical e-mail check (what browsers use for type=email), not the full RFC 5322 grammar.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && EMAIL.test(value.trim());
export const maxLength =
  (max: number) =>
  (value: unknown): boolean =>
    String(value ?? '').length <= max;
export const minLength =
  (min: number) =>
  (value: unknown): boolean =>
    String(value ?? '').length >= min;
