import {
  message,
  wallClockToInstant,
  type FieldError,
  type FormRules,
  type RemoteOption,
} from '@publisher-platform/shared';
import type { ClaimInput } from '../api/claims';

/** What the claim form holds, as typed. */
export interface ClaimValues extends Record<string, unknown> {
  clickId: string;
  transactionId: string;
  offerId: RemoteOption | null;
  convertedAt: string;
  amount: string;
  comment: string;
  screenshot: File | null;
}

/** What a declined conversion's "Claim" fills in. */
export interface ClaimPrefill {
  transactionId: string;
  offer: RemoteOption | null;
}

export const COMMENT_MAX = 2000;
const MAX_BYTES = 5_000_000;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export const claimValuesOf = (prefill: ClaimPrefill | undefined): ClaimValues => ({
  clickId: '',
  transactionId: prefill?.transactionId ?? '',
  offerId: prefill?.offer ?? null,
  convertedAt: '',
  amount: '',
  comment: '',
  screenshot: null,
});

/** The screenshot's rules: PNG or JPEG, at most 5,000,000 bytes. */
export function screenshotError(file: File | null): FieldError | undefined {
  if (!file) return undefined;
  if (!IMAGE_TYPES.includes(file.type)) return message('reports.claim.screenshotInvalid');
  if (file.size > MAX_BYTES) return message('reports.claim.screenshotTooLarge', { size: '5 MB' });
  return undefined;
}

const AMOUNT = /^\d+([.,]\d{1,2})?$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const claimRules: FormRules<ClaimValues> = {
  clickId: (value, values) =>
    !text(value) && !text(values.transactionId)
      ? message('reports.claim.idRequired')
      : text(value) && !/^\d{1,15}$/.test(text(value))
        ? message('reports.claim.clickIdDigits')
        : undefined,
  amount: (value) =>
    text(value) && !AMOUNT.test(text(value)) ? message('reports.claim.amountInvalid') : undefined,
  comment: (value) =>
    !text(value)
      ? message('shared.validation.required')
      : text(value).length > COMMENT_MAX
        ? message('reports.claim.commentTooLong', { max: COMMENT_MAX })
        : undefined,
  screenshot: (value) => screenshotError(value instanceof File ? value : null),
};

/** The API's input: empty fields left out, the time read in the publisher's timezone. */
export function claimInputOf(
  values: ClaimValues,
  timeZone: string,
  screenshot: string | null,
): ClaimInput {
  const amount = values.amount.trim().replace(',', '.');
  return {
    ...(values.clickId.trim() && { clickId: values.clickId.trim() }),
    ...(values.transactionId.trim() && { transactionId: values.transactionId.trim() }),
    offerId: values.offerId ? Number(values.offerId.value) : null,
    convertedAt: values.convertedAt
      ? wallClockToInstant(values.convertedAt, timeZone).toISOString()
      : null,
    amount: amount ? Number(amount) : null,
    comment: values.comment.trim(),
    screenshot,
  };
}
