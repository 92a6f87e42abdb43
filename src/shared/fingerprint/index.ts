// A device fingerprint is obtained client-side before every authentication call.
// FingerprintJS is a lazy chunk (login page budget): it is imported on the first call only, and
// the identifier is cached for the life of the page. Up to 5 tries, 1 s apart; when every try
// fails the call goes ahead with an empty fingerprint rather than blocking the user.
export const FINGERPRINT_ATTEMPTS = 5;
export const FINGERPRINT_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `attempts` times, waiting `delayMs` between failures. */
export async function withRetries<T>(
  task: () => Promise<T>,
  attempts = FINGERPRINT_ATTEMPTS,
  delayMs = FINGERPRINT_RETRY_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(delayMs);
    }
  }
}

let cached: Promise<string> | null = null;

/** The visitor identifier of this browser ('' when it cannot be computed). */
export function getFingerprint(): Promise<string> {
  cached ??= withRetries(() => import('./collect').then((m) => m.collectFingerprint())).catch(
    (error: unknown) => {
      console.warn('[publisher-platform] fingerprint', error);
      cached = null; // the next auth call tries again
      return '';
    },
  );
  return cached;
}

/** Tests only: forgets the cached identifier.
 * @internal */
export function resetFingerprintCache(): void {
  cached = null;
}
