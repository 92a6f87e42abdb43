// Retry is offered only where another try may succeed: a failure on the way or "come back later",
// never a request the server refused as it was.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/api';
import { isRetriable } from '../../../src/shared/api/retriable';

const http = (status: number) => new ApiError({ kind: 'http', status, message: 'text' });

describe('isRetriable', () => {
  it('is false for a 4xx the same request gets again', () => {
    for (const status of [400, 403, 404, 405, 409, 410, 413, 414, 422]) {
      expect(isRetriable(http(status)), String(status)).toBe(false);
    }
  });

  it('is true for 408 and 429, 5xx, network errors and timeouts', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(isRetriable(http(status)), String(status)).toBe(true);
    }
    expect(isRetriable(new ApiError({ kind: 'network' }))).toBe(true);
    expect(isRetriable(new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(isRetriable(new ApiError({ kind: 'http', status: null }))).toBe(true);
  });

  it('is true for what is not an API answer (a chunk that failed, a text, nothing)', () => {
    expect(isRetriable(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
    expect(isRetriable('Report unavailable')).toBe(true);
    expect(isRetriable(undefined)).toBe(true);
  });
});
