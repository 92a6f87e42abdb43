import type { MessageDescriptor } from '@publisher-platform/shared';
import { throttledMessage } from '../../settings/lib/throttled';

/** A code of the authenticator app: digits, offered by the phone's one-time-code autofill. */
export const appCodeProps = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  spellCheck: false,
  maxLength: 8,
} as const;

/** A code of the app or a recovery code ("k7mqd-x2hpa"). */
export const anyCodeProps = {
  autoComplete: 'one-time-code',
  spellCheck: false,
  maxLength: 16,
} as const;

/**
 * Runs a submit; a 429 (too many wrong passwords or codes) becomes the wait on `field`, in the
 * publisher's language. Other errors go on to the form.
 */
export async function orWait(
  work: () => Promise<void>,
  showWait: (wait: MessageDescriptor) => void,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    const wait = throttledMessage(error);
    if (!wait) throw error;
    showWait(wait);
  }
}
