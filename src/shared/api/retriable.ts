// Whether asking again can help. The server refusing the request itself (400, 403, 404, 422 …)
// answers the same the next time, so a screen offers no Retry for it; a failure on the way (no
// network, a timeout, 5xx) or "come back later" (408 Request Timeout, 429 Too Many Requests) may
// pass on the next try. Anything that is not an API answer (a file that failed to load, a crash)
// is worth another try too.
import { ApiError } from './errors';

const LATER = new Set([408, 429]);

export function isRetriable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) return true;
  return !(error.status >= 400 && error.status < 500) || LATER.has(error.status);
}
