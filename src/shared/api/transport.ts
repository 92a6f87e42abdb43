// fetch with a time limit and the caller's abort signal: a request that takes longer than
// `timeout` ms is aborted and rejects with RequestTimeout; the caller aborting rejects with the
// signal's reason (an AbortError), as fetch does.

/** The answer had a status outside 200–299. */
export class HttpStatusError extends Error {
  constructor(readonly response: Response) {
    super(`Request failed with status ${response.status}`);
    this.name = 'HttpStatusError';
  }
}

/** The request took longer than its time limit. */
export class RequestTimeout extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'RequestTimeout';
  }
}

// Starting a request costs the main thread several milliseconds on a slow phone. A page that
// subscribes to its queries starts them all in one task; here each task starts one, and the
// others follow in tasks of their own (a message each, which is not throttled like a timer).
let startedThisTask = false;
const waiting: (() => void)[] = [];
function nextTask(): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    const start = waiting.shift();
    startedThisTask = start !== undefined;
    start?.();
    if (startedThisTask) nextTask();
  };
  channel.port2.postMessage(null);
}
function turnToStart(): Promise<void> | undefined {
  if (typeof MessageChannel === 'undefined') return undefined;
  if (!startedThisTask) {
    startedThisTask = true;
    nextTask();
    return undefined;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** `early` settled, or the abort (timeout, caller) first; `ask` again when `early` failed. */
function takeOver(
  early: Promise<Response>,
  signal: AbortSignal,
  ask: () => Promise<Response>,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    // One that failed on the way (the network, not an HTTP status) is asked again, as if it had
    // never been asked.
    early
      .catch(ask)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * fetch, within `timeout` ms and `signal`; with `early` (the same request, already on its way),
 * its answer instead of a new request.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeout: number,
  signal?: AbortSignal,
  early?: Promise<Response>,
): Promise<Response> {
  const turn = early ? undefined : turnToStart();
  if (turn) await turn;
  const controller = new AbortController();
  // Created only when the time is up: an Error captures a stack trace, a cost every request
  // would pay for a timeout that almost never happens.
  let timedOut: RequestTimeout | undefined;
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(() => {
    timedOut = new RequestTimeout();
    controller.abort(timedOut);
  }, timeout);
  try {
    const ask = () => fetch(new Request(url, { ...init, signal: controller.signal }));
    return await (early ? takeOver(early, controller.signal, ask) : ask());
  } catch (error) {
    throw timedOut ?? error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
