// @vitest-environment node
/**
 * Contract test: the demo network answers what host-demo/openapi.yaml documents. Every
 * documented (operation, status) pair must be exercised here, so documenting an endpoint
 * without covering it, or covering one without documenting it, fails.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOST_DEMO_DIR,
  postJson,
  sessionCookieFrom,
  startDemo,
  type DemoUnderTest,
} from './harness';
import { loadContract } from './openapi-contract';

const contract = loadContract(join(HOST_DEMO_DIR, 'openapi.yaml'));
const exercised = new Set<string>();
let demo: DemoUnderTest;

interface CallOptions {
  json?: unknown;
  rawBody?: string;
  contentType?: string;
  cookie?: string;
}
interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** Calls a documented operation and checks status, headers and body against the document. */
async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const op = contract.operation(method, path);
  const headers: Record<string, string> = {};
  if (options.cookie) headers.Cookie = options.cookie;
  let body: string | undefined = options.rawBody;
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const res = await fetch(demo.server.url + contract.examplePath(op), {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  const status = String(res.status);
  const where = `${op.key} → ${status}`;

  expect(op.responseCodes, `${where} is not documented`).toContain(status);
  exercised.add(`${op.key} ${status}`);
  const { headers: documentedHeaders, mediaTypes } = contract.response(op, status);
  for (const header of documentedHeaders.filter((h) => h.required)) {
    expect(res.headers.get(header.name), `${where}: header ${header.name}`).not.toBeNull();
  }
  if (mediaTypes.length === 0) {
    expect(text, `${where}: documented without a body`).toBe('');
    return { status: res.status, headers: res.headers, text, body: undefined };
  }
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  expect(mediaTypes, `${where}: content type`).toContain(mediaType);
  const parsed: unknown = mediaType.endsWith('json') ? JSON.parse(text) : text;
  const validate = contract.validator(op, status, mediaType);
  expect(validate(parsed), `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
  return { status: res.status, headers: res.headers, text, body: parsed };
}

async function loginCookie(username: string, remember = false): Promise<string> {
  const res = await postJson(`${demo.server.url}/publisher/api/login`, {
    username,
    password: 'demo-password',
    _remember_me: remember,
    fingerprint: 'contract-test',
  });
  expect(res.status).toBe(200);
  return sessionCookieFrom(res.headers.get('set-cookie'));
}

beforeAll(async () => {
  demo = await startDemo();
}, 30_000);
afterAll(async () => {
  await demo?.stop();
});

describe('authentication and profile', () => {
  it('answers 401 for the current publisher without a session', async () => {
    const res = await call('GET', '/publisher/api/publishers/current');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      'hydra:description': 'Full authentication is required to access this resource.',
    });
  });

  it('rejects a malformed login with 400 and wrong credentials with 401', async () => {
    expect((await call('POST', '/publisher/api/login', { json: { password: 'x' } })).body).toEqual({
      error: 'The key "username" must be provided.',
    });
    expect((await call('POST', '/publisher/api/login', { rawBody: '{"username":' })).status).toBe(
      400,
    );
    const bad = await call('POST', '/publisher/api/login', {
      json: { username: 'demo', password: 'nope' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: 'Invalid credentials.' });
    const unknown = await call('POST', '/publisher/api/login', {
      json: { username: 'nobody', password: 'demo-password' },
    });
    expect(unknown.status).toBe(401);
  });

  it('logs in by username or e-mail, with a session or a 30-day cookie', async () => {
    const session = await call('POST', '/publisher/api/login', {
      json: { username: 'demo', password: 'demo-password', _remember_me: false, fingerprint: 'f' },
    });
    expect(session.body).toEqual({ '@id': '/publisher/api/publishers/1', username: 'demo' });
    const cookie = session.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^PPSESSID=[\w-]{20,}; Path=\/; HttpOnly; SameSite=Lax$/);

    const remembered = await call('POST', '/publisher/api/login', {
      json: { username: 'DEMO@example.com', password: 'demo-password', _remember_me: true },
    });
    expect(remembered.status).toBe(200);
    expect(remembered.headers.get('set-cookie')).toMatch(/; Max-Age=2592000$/);
  });

  it('returns every profile field for the logged-in publisher', async () => {
    const res = await call('GET', '/publisher/api/publishers/current', {
      cookie: await loginCookie('demo', true),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      '@id': '/publisher/api/publishers/1',
      username: 'demo',
      email: 'demo@example.com',
      statusNew: false,
      customer: { roles: ['ROLE_SMARTLINKS', 'ROLE_UCLIQ_BANNER', 'ROLE_CUSTOM_LANDINGS'] },
      manager: { firstName: 'Alice' },
    });
    const nosmart = await call('GET', '/publisher/api/publishers/current', {
      cookie: await loginCookie('nosmart'),
    });
    expect(nosmart.body).toMatchObject({ customer: { roles: ['ROLE_CUSTOM_LANDINGS'] } });
    const newbie = await call('GET', '/publisher/api/publishers/current', {
      cookie: await loginCookie('newbie'),
    });
    expect(newbie.body).toMatchObject({ statusNew: true, manager: null });
  });

  it('logs out with 204, clears the cookie and ends the session', async () => {
    const cookie = await loginCookie('demo');
    const res = await call('POST', '/publisher/api/logout', { cookie });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^PPSESSID=; .*Max-Age=0/);
    expect((await call('GET', '/publisher/api/publishers/current', { cookie })).status).toBe(401);
    expect((await call('POST', '/publisher/api/logout')).status).toBe(204);
  });

  it('serves the OpenAPI document itself', async () => {
    const res = await call('GET', '/publisher/api/docs.yaml');
    expect(res.text).toContain('openapi: 3.1');
  });
});

describe('generic answers of every operation', () => {
  it('answers 401 without a session on every secured operation', async () => {
    for (const op of contract.operations.filter((o) => o.secured)) {
      const res = await call(op.method, op.path, op.hasJsonBody ? { json: {} } : {});
      expect(res.status, op.key).toBe(401);
    }
  });

  it('answers 415 when a JSON body is sent as another content type', async () => {
    for (const op of contract.operations.filter(
      (o) => o.hasJsonBody && o.responseCodes.includes('415'),
    )) {
      const cookie = op.secured ? await loginCookie('demo') : undefined;
      const res = await call(op.method, op.path, {
        rawBody: 'username=demo',
        contentType: 'text/plain',
        cookie,
      });
      expect(res.status, op.key).toBe(415);
    }
  });

  it('answers 500 in the Hydra shape when the server fails', async () => {
    const cookie = await loginCookie('demo');
    await postJson(`${demo.server.url}/__demo/settings`, { errorRate: 1 });
    try {
      for (const op of contract.operations) {
        const res = await call(op.method, op.path, {
          cookie,
          ...(op.hasJsonBody ? { json: {} } : {}),
        });
        expect(res.status, op.key).toBe(500);
      }
    } finally {
      await postJson(`${demo.server.url}/__demo/settings`, { errorRate: 0 });
    }
  });
});

describe('coverage', () => {
  // Runs last (tests in a file run in order): everything documented must have been seen.
  it('exercised every documented response of every operation', () => {
    const documented = contract.operations.flatMap((op) =>
      op.responseCodes.map((code) => `${op.key} ${code}`),
    );
    expect(documented.filter((key) => !exercised.has(key))).toEqual([]);
  });
});
