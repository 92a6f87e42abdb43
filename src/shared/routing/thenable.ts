/**
 * Marks a promise the way React's `use()` records one it has seen settle (`status` and `value`
 * or `reason` on the promise itself), so `use()` of a promise that settled before React ever saw
 * it returns at once instead of suspending for a render. The same object must be passed on every
 * render: a component calls `use()` on it unconditionally, whether it has settled or not (a
 * component that called `use()` only while something was loading made React fail with "Update
 * hook called on initial render" when it replayed the render after the promise settled).
 */
export function readableBySuspense<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  if (marked.status) return promise;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}

/** Whether a promise marked by `readableBySuspense` has settled (either way). */
export function hasSettled(promise: Promise<unknown>): boolean {
  const status = (promise as { status?: string }).status;
  return status === 'fulfilled' || status === 'rejected';
}
