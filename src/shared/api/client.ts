// The one way to call the network's API: fetch with the configured base URL, cookies, merge-patch
// as the PATCH default, a timeout, the version check and the 401 hook on every answer, and errors
// normalised to ApiError. Paths without a leading slash are relative to the API base
// (/publisher/api); paths with one are relative to the API's origin (e.g.
// /publisher/register/confirm/{token}). Plain fetch rather than a client library: the login page
// downloads this module, and all it needs of one is a timeout and the HTTP error check.
import { getConfig } from '../config';
import type { Collection } from './collection';
import { keepEarlyAnswer, takeEarlyAnswer } from './early-answers';
import { ApiError, isAbort, messageOf, violationsOf } from './errors';
import { fetchWithTimeout, HttpStatusError, RequestTimeout } from './transport';
import { checkAppVersion } from './version';
import { reportError } from '../report/reporter';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** Overrides the content type of a JSON body (e.g. application/ld+json). */
  contentType?: string;
  signal?: AbortSignal;
  /** The login call answers 401 for wrong credentials: that must not redirect. */
  skipAuthRedirect?: boolean;
  timeout?: number;
  /** Answers the Response itself, body unread (see `api.download`). */
  raw?: boolean;
}

let onUnauthorized: () => void = () => undefined;

/** root-config decides what a 401 means for the current page. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function resolveApiUrl(path: string, base = getConfig().apiBase): string {
  if (/^https?:\/\//.test(path)) return path;
  const apiBase = new URL(base, window.location.href);
  if (path.startsWith('/')) return new URL(path, apiBase.origin).href;
  return `${apiBase.href.replace(/\/+$/, '')}/${path}`;
}

const JSON_TYPES = /json/;

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const raw = await response.text();
  if (!raw) return undefined;
  if (!JSON_TYPES.test(response.headers.get('content-type') ?? '')) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isAbort(error)) return new ApiError({ kind: 'cancelled' });
  if (error instanceof RequestTimeout) return new ApiError({ kind: 'timeout' });
  if (error instanceof HttpStatusError) {
    const data = await readBody(error.response).catch(() => undefined);
    return new ApiError({
      kind: 'http',
      status: error.response.status,
      message: messageOf(data),
      violations: error.response.status === 422 ? violationsOf(data) : [],
      data,
    });
  }
  return new ApiError({ kind: 'network' });
}

/** The URL with `searchParams` as its query (replacing any query it had), unless there are none. */
function withSearch(url: string, searchParams: Record<string, string | number | boolean>): string {
  const query = new URLSearchParams(
    Object.entries(searchParams).map(([key, value]) => [key, String(value)]),
  ).toString();
  return Object.keys(searchParams).length ? url.replace(/(?:\?.*?)?(?=#|$)/, `?${query}`) : url;
}

function contentTypeFor(method: HttpMethod, options: RequestOptions): string | undefined {
  if (options.json === undefined) return undefined;
  return (
    options.contentType ??
    (method === 'patch' ? 'application/merge-patch+json' : 'application/json')
  );
}

function requestInit(method: HttpMethod, options: RequestOptions): RequestInit {
  const contentType = contentTypeFor(method, options);
  return {
    method: method.toUpperCase(),
    credentials: 'include',
    headers: {
      accept: 'application/ld+json, application/json;q=0.9, */*;q=0.1',
      ...(contentType ? { 'content-type': contentType } : {}),
      ...options.headers,
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  };
}

const DEFAULT_TIMEOUT = 30_000;

export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const searchParams = Object.fromEntries(
    Object.entries(options.searchParams ?? {}).filter(([, v]) => v !== undefined && v !== null),
  ) as Record<string, string | number | boolean>;
  const url = withSearch(resolveApiUrl(path), searchParams);
  // A plain GET asked for early (askEarly) takes that answer: the same request.
  const early = method === 'get' && !options.headers ? takeEarlyAnswer(url) : undefined;
  try {
    const response = await fetchWithTimeout(
      url,
      requestInit(method, options),
      options.timeout ?? DEFAULT_TIMEOUT,
      options.signal,
      early,
    );
    checkAppVersion(response);
    if (response.status === 401 && !options.skipAuthRedirect) onUnauthorized();
    if (!response.ok) throw new HttpStatusError(response);
    return (options.raw ? response : await readBody(response)) as T;
  } catch (error) {
    const failure = await toApiError(error);
    // 401/403/404/405/422 and cancels are no fault (ApiError.isReportable); nor is a 429, the
    // server asking to wait.
    if (failure.isReportable && failure.status !== 429)
      void reportError(failure, 'api', {
        status: failure.status,
        about: `${method.toUpperCase()} ${new URL(url).pathname} ${failure.status ?? failure.kind}`,
      });
    throw failure;
  }
}

/**
 * Asks now for GETs (paths as `api.get` takes them, a query included) that a screen about to
 * mount will ask for: while its files still arrive and run. The first `api.get` of each URL
 * takes the answer, with its status, the 401 hook and the version check as always; one that
 * failed on the way is asked again.
 */
export function askEarly(paths: readonly string[]): void {
  for (const path of paths) {
    const url = resolveApiUrl(path);
    keepEarlyAnswer(url, fetchWithTimeout(url, requestInit('get', {}), DEFAULT_TIMEOUT));
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('get', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('post', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('put', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('patch', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('delete', path, options),
  /** GETs a collection and unwraps it to `{ items, total, itemsPerPage }` whatever its shape. */
  collection: <T>(path: string, options?: RequestOptions): Promise<Collection<T>> =>
    Promise.all([request<unknown>('get', path, options), import('./collection')]).then(
      ([answer, { toCollection }]) => toCollection<T>(answer),
    ),
  /** GETs a file: the Response with its status and headers (content-disposition), body unread. */
  download: (path: string, options?: RequestOptions): Promise<Response> =>
    request<Response>('get', path, { ...options, raw: true }),
};
