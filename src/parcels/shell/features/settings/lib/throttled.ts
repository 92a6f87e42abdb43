import { ApiError, message, type MessageDescriptor } from '@publisher-platform/shared';

/**
 * A 429 (too many wrong current passwords) as our message with the wait in whole minutes, from
 * the answer's `retryAfter` seconds; undefined for any other error.
 */
export function throttledMessage(error: unknown): MessageDescriptor | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = Number((error.data as { retryAfter?: unknown } | undefined)?.retryAfter);
  return message('shell.settings.throttled', {
    minutes: Math.max(1, Math.ceil((seconds || 60) / 60)),
  });
}
