// The general API error handler: cancelled → ignored; 401 → already redirected;
// 422 → field errors on the form, the rest as notification lines; anything else → a notification
// with the server's text or the generic one.
import { t } from '../i18n';
import { notify } from '../notify';
import { ApiError, GENERIC_ERROR_ID, type Violation } from './errors';

export interface SplitViolations {
  fieldErrors: Record<string, string>;
  unmatched: Violation[];
}

/** Puts each violation on its field when the form has one; the others stay unmatched. */
export function splitViolations(
  violations: Violation[],
  fields: readonly string[],
): SplitViolations {
  const fieldErrors: Record<string, string> = {};
  const unmatched: Violation[] = [];
  for (const violation of violations) {
    const field = fields.find((f) => f === violation.propertyPath);
    if (field && !fieldErrors[field]) fieldErrors[field] = violation.message;
    else unmatched.push(violation);
  }
  return { fieldErrors, unmatched };
}

export const errorText = (error: unknown): string =>
  error instanceof ApiError && error.fromServer ? error.message : t(GENERIC_ERROR_ID);

export function handleApiError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.isCancelled || error.status === 401) return;
    if (error.status === 422 && error.violations.length) {
      error.violations.forEach((v) =>
        notify.error(v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message),
      );
      return;
    }
  } else {
    console.error('[publisher-platform]', error);
  }
  notify.error(errorText(error));
}
