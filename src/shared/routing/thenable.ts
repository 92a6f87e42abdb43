/**
 * Marks a promise the way React's `use()` records one it has seen settle (`status` and `value`
 * or `reason` on the promise itself), so `use()` of a promise that settled before React ever saw
 * it returns at once instead of suspending for a render, and `hasSettled` can tell synchronously.
 * A component that `use()`s it must do so on every render, whether it has settled or not (one
 * that called `use()` only while something was loading made React fail with "Update hook called
 * on initial render" when it replayed the render). Routed parcels no longer `use()` the query
 * module or the lazy UI (see parcel-router.tsx): they read `hasSettled` instead.
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
