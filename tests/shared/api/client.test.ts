// The API client as the portal's pages use it: URLs, content types, cookies, the 401 hook, the
// version header and the ApiError every failure becomes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  resolveApiUrl,
  setUnauthorizedHandler,
  VERSION_STORAGE_KEY,
} from '../../../src/shared/api';
import { DEFAULT_CONFIG, setConfig } from '../../../src/shared/config';
import { json, never, stubFetch } from '../support';

const ORIGIN = window.location.origin;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  setConfig(DEFAULT_CONFIG);
  setUnauthorizedHandler(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request URLs and headers', () => {
  it('resolves paths against the API base, or the origin for a leading slash', async () => {
    const requests = stubFetch(() => json({}));
    await api.get('publishers/current');
    await api.post('/publisher/register/confirm/x', { json: { fingerprint: 'f' } });
    expect(requests.map((r) => r.url)).toEqual([
      `${ORIGIN}/publisher/api/publishers/current`,
      `${ORIGIN}/publisher/register/confirm/x`,
    ]);
  });

  it('follows a configured absolute API base and keeps absolute URLs as they are', () => {
    setConfig({ ...DEFAULT_CONFIG, apiBase: 'https://api.example.com/publisher/api' });
    expect(resolveApiUrl('offers')).toBe('https://api.example.com/publisher/api/offers');
    expect(resolveApiUrl('/publisher/register/messengers')).toBe(
      'https://api.example.com/publisher/register/messengers',
    );
    expect(resolveApiUrl('https://cdn.example.com/x.js')).toBe('https://cdn.example.com/x.js');
    expect(resolveApiUrl('offers', '/custom/api/')).toBe(`${ORIGIN}/custom/api/offers`);
  });

  it('sends cookies and asks for JSON-LD', async () => {
    const requests = stubFetch(() => json({}));
    await api.get('balance');
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('accept')).toContain('application/ld+json');
  });

  it('uses merge-patch for PATCH, application/json for POST, and honours an override', async () => {
    const requests = stubFetch(() => json({}));
    await api.patch('publishers/7', { json: { language: 'ru' } });
    await api.post('publisher_payout_accounts', { json: { a: 1 } });
    await api.post('publisher_payout_accounts/validate', {
      json: { a: 1 },
      contentType: 'application/ld+json',
    });
    expect(requests.map((r) => [r.method, r.headers.get('content-type')])).toEqual([
      ['PATCH', 'application/merge-patch+json'],
      ['POST', 'application/json'],
      ['POST', 'application/ld+json'],
    ]);
    expect(await requests[0]?.json()).toEqual({ language: 'ru' });
  });

  it('leaves out empty search parameters and sends the others', async () => {
    const requests = stubFetch(() => json({}));
    await api.get('offers', { searchParams: { page: 2, search: 'x y', category: undefined } });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('search')).toBe('x y');
    expect(url.searchParams.has('category')).toBe(false);
  });

  it('answers the parsed JSON body, undefined for 204, and text for non-JSON', async () => {
    stubFetch(() => json({ 'hydra:member': [1, 2] }));
    await expect(api.get('offers')).resolves.toEqual({ 'hydra:member': [1, 2] });
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('domains/1')).resolves.toBeUndefined();
    stubFetch(() => new Response('plain', { headers: { 'content-type': 'text/plain' } }));
    await expect(api.get('cdn')).resolves.toBe('plain');
  });
});

describe('401 and the version header', () => {
  it('calls the unauthorized handler on 401 unless the call opts out', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(() => json({ error: 'Invalid credentials.' }, { status: 401 }));

    const error = await failure(api.get('publishers/current'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const login = await failure(api.post('login', { json: {}, skipAuthRedirect: true }));
    expect(login.message).toBe('Invalid credentials.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('stores the X-App-Version of the first answer', async () => {
    stubFetch(() => json({}, { headers: { 'X-App-Version': '5.33.1' } }));
    await api.get('balance');
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('5.33.1');
  });
});

describe('failures become ApiError', () => {
  it('maps 422 violations onto the error', async () => {
    stubFetch(() =>
      json(
        {
          'hydra:description': 'email: This value is already used.',
          violations: [{ propertyPath: 'email', message: 'This value is already used.' }],
        },
        { status: 422 },
      ),
    );
    const error = await failure(api.post('publishers/register', { json: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 422, isReportable: false });
    expect(error.violations).toEqual([
      { propertyPath: 'email', message: 'This value is already used.' },
    ]);
  });

  it('parses "field: message" lines of a 422 description without violations', async () => {
    stubFetch(() =>
      json(
        { 'hydra:description': 'email: This value is already used.\nusername: Too long.' },
        { status: 422 },
      ),
    );
    const error = await failure(api.post('publishers/register', { json: {} }));
    expect(error.violations).toEqual([
      { propertyPath: 'email', message: 'This value is already used.' },
      { propertyPath: 'username', message: 'Too long.' },
    ]);
  });

  it('gives violations only for 422', async () => {
    stubFetch(() => json({ 'hydra:description': 'email: nope' }, { status: 400 }));
    const error = await failure(api.post('x', { json: {} }));
    expect(error.violations).toEqual([]);
    expect(error.message).toBe('email: nope');
  });

  it('marks an aborted request as cancelled', async () => {
    stubFetch(never);
    const controller = new AbortController();
    const pending = failure(api.get('languages', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('cancelled');
    expect(error.isCancelled).toBe(true);
    expect(error.isReportable).toBe(false);
  });

  it('marks a request that takes too long as a timeout', async () => {
    stubFetch(never);
    const error = await failure(api.get('balance', { timeout: 20 }));
    expect(error.kind).toBe('timeout');
    expect(error.fromServer).toBe(false);
  });

  it('marks a failed connection as a network error without server text', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('balance'));
    expect(error).toMatchObject({ kind: 'network', status: null, fromServer: false });
  });
});
