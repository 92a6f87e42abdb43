// Small predicates the rules are built from; each returns true when the value passes.
export const isNotBlank = (value: unknown): boolean =>
  typeof value === 'string' && value.trim() !== '';
// A practical e-mail check (what browsers use for type=email), not the full RFC 5322 grammar; an
// address has at most 254 characters. Surrounding spaces do not count (the forms send it trimmed).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && value.trim().length <= 254 && EMAIL.test(value.trim());
/** "+" and 7 to 15 digits; spaces and dashes may group them (as the server checks). */
export function isPhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+[\d\s-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
