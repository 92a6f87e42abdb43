// Helpers of the shared-module unit tests: the generic error text, the toasts on screen and a
// fetch stub answering with real Response objects, so the API client's transport runs for real.
import { vi } from 'vitest';
import { getToasts } from '../../src/shared/notify';

export const GENERIC_TEXT =
  'Something went wrong, our system has been notified. We apologize for the inconvenience.';

/** The texts of the toasts on screen. */
export const toastTexts = (): string[] => getToasts().map((toast) => toast.text);

export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/ld+json; charset=utf-8', ...init.headers },
  });

/** Replaces fetch; every request the API client sends is recorded and answered by `answer`. */
export function stubFetch(answer: (request: Request) => Response | Promise<Response>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.bodyUsed ? request : request.clone());
    return answer(request);
  });
  return requests;
}

/** A fetch that never answers but honours its abort signal, as browsers do. */
export const never = (request: Request): Promise<Response> =>
  new Promise((_resolve, reject) => {
    const abort = () =>
      reject(request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (request.signal.aborted) abort();
    request.signal.addEventListener('abort', abort);
  });
