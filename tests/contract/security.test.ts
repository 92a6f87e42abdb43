// @vitest-environment node
/**
 * The reference server's security rules that need a server of their own: a configured public
 * origin (mailed links, Secure cookies, HSTS), a trusted proxy, the test switches off, and the
 * request guards (Origin, form bodies, switch access), atomic sign-up counts and rehashing.
 */
import { scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importHostDemo,
  postJson,
  readMailbox,
  sessionCookieFrom,
  startDemo,
  type DemoUnderTest,
  type RunningDemo,
} from './harness';
import { registrationPayload } from './suites/accounts';

interface ServerModule {
  startServer(options: Record<string, unknown>): Promise<RunningDemo>;
}

/** A raw request with any headers (fetch cannot set Host). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject).end(options.body);
  });
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const login = (url: string, headers: Record<string, string> = {}) =>
  send(`${url}/publisher/api/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify({ username: 'demo', password: 'demo-password' }),
  });

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A demo network of its own (fresh data, no built bundle) with these options. */
async function startWith(options: Record<string, unknown>): Promise<RunningDemo> {
  const { startServer } = await importHostDemo<ServerModule>('server.mjs');
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-security-'));
  dataDirs.push(dataDir);
  return startServer({
    port: 0,
    dataDir,
    distDir: dataDir,
    quiet: true,
    demoSwitches: false,
    ...options,
  });
}

describe('a configured public origin behind a proxy', () => {
  let server: RunningDemo;
  beforeAll(async () => {
    server = await startWith({ publicOrigin: 'https://portal.example', demoSwitches: true });
  }, 30_000);
  afterAll(() => server?.close());

  it('answers its own Host and loopback, refuses any other with 421', async () => {
    const path = `${server.url}/publisher/api/reset_password/send_email`;
    const body = JSON.stringify({ email: 'demo@example.com' });
    const answers = [];
    for (const host of ['attacker.example', 'portal.example.attacker.example', 'localhost:1']) {
      const res = await send(path, {
        method: 'POST',
        headers: { ...JSON_HEADERS, Host: host },
        body,
      });
      answers.push([host, res.status]);
    }
    expect(answers).toEqual([
      ['attacker.example', 421],
      ['portal.example.attacker.example', 421],
      ['localhost:1', 421],
    ]);
    expect(await readMailbox(server.url)).toEqual([]);
    const own = await send(path, {
      method: 'POST',
      headers: { ...JSON_HEADERS, Host: 'portal.example', 'X-Forwarded-Host': 'attacker.example' },
      body,
    });
    expect(own.status).toBe(204);
    const [mail] = await readMailbox(server.url);
    expect(mail?.links[0]).toMatch(
      /^https:\/\/portal\.example\/publisher\/reset_password\/confirm\//,
    );
  });

  it('sends Secure cookies and HSTS, and builds links from the public origin', async () => {
    const res = await login(server.url);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^PPSESSID=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/),
    ]);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const cookie = sessionCookieFrom(String(res.headers['set-cookie']));
    const offers = await send(`${server.url}/publisher/api/offers?itemsPerPage=100`, {
      headers: { Cookie: cookie },
    });
    const links = (JSON.parse(offers.text) as { 'hydra:member': { trackingUrl: string | null }[] })[
      'hydra:member'
    ]
      .map((o) => o.trackingUrl)
      .filter(Boolean);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/portal\.example\/click\//);
    // Writes from the public origin (the browser's) are its own.
    const out = await send(`${server.url}/publisher/api/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://portal.example' },
    });
    expect(out.status).toBe(204);
  });
});

describe('a trusted proxy', () => {
  let trusting: RunningDemo;
  beforeAll(async () => {
    trusting = await startWith({ trustProxy: '127.0.0.1' });
  }, 30_000);
  afterAll(() => trusting?.close());

  it('makes the cookie Secure when the proxy says the request came over HTTPS', async () => {
    const https = await login(trusting.url, { 'X-Forwarded-Proto': 'https' });
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure$/);
    const plain = await login(trusting.url);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('has no test switches: they exist only with DEMO_SWITCHES=1', async () => {
    for (const [method, path] of [
      ['POST', '/__demo/reset'],
      ['GET', '/__demo/settings'],
      ['GET', '/dev/mailbox'],
      ['GET', '/dev/mailbox.json'],
      ['POST', '/__demo/throttle/reset'],
      ['GET', '/__demo/finance/ledger?username=demo'],
    ]) {
      expect((await send(`${trusting.url}${path}`, { method })).status, path).toBe(404);
    }
    const page = await send(`${trusting.url}/publisher/login`);
    expect(page.text).not.toContain('/dev/mailbox');
  });
});

describe('request guards of the demo network', () => {
  let demo: DemoUnderTest;
  let url = '';
  beforeAll(async () => {
    demo = await startDemo();
    url = demo.server.url;
  }, 30_000);
  afterAll(() => demo?.stop());

  it('an untrusted X-Forwarded-Proto changes nothing', async () => {
    const res = await login(url, { 'X-Forwarded-Proto': 'https' });
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('refuses state-changing requests from another site with 403, whatever their body', async () => {
    const cookie = sessionCookieFrom(String((await login(url)).headers['set-cookie']));
    const current = () =>
      send(`${url}/publisher/api/publishers/current`, { headers: { Cookie: cookie } });
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://attacker.example' },
      { Origin: 'null' },
      { Origin: url.replace('127.0.0.1', 'localhost') + '0' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of crossSite) {
      for (const path of ['/publisher/api/logout', '/publisher/api/notifications/mark_read']) {
        const res = await send(`${url}${path}`, {
          method: 'POST',
          headers: { Cookie: cookie, ...headers },
        });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(JSON.parse(res.text)).toMatchObject({
          'hydra:description':
            'Cross-site request refused: the Origin of a state-changing request must be this site.',
        });
      }
    }
    expect((await current()).status).toBe(200);
    // A cross-site form cannot re-seed the demo either (the switch also refuses it).
    const reset = await send(`${url}/__demo/reset`, {
      method: 'POST',
      headers: {
        Origin: 'https://attacker.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'x=1',
    });
    expect(reset.status).toBe(403);
    expect((await current()).status).toBe(200);
    // The page's own origin (and no Origin at all: not a browser) may.
    const own = await send(`${url}/publisher/api/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: url, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.status).toBe(204);
  });

  it('refuses form bodies where no body or JSON is documented (415)', async () => {
    const cookie = sessionCookieFrom(String((await login(url)).headers['set-cookie']));
    const form = '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n';
    for (const path of [
      '/publisher/api/logout',
      '/publisher/api/notifications/mark_read',
      '/publisher/api/profile/pin_request',
      '/publisher/api/login',
    ]) {
      const res = await send(`${url}${path}`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=b' },
        body: form,
      });
      expect(res.status, path).toBe(415);
    }
    const still = await send(`${url}/publisher/api/publishers/current`, {
      headers: { Cookie: cookie },
    });
    expect(still.status).toBe(200);
  });

  it('answers switches only to this machine and never to another site', async () => {
    const settings = `${url}/__demo/settings`;
    expect((await send(settings)).status).toBe(200);
    expect((await send(settings, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(
      404,
    );
    expect(
      (await send(`${url}/dev/mailbox.json`, { headers: { 'Sec-Fetch-Site': 'cross-site' } }))
        .status,
    ).toBe(403);
    const conversion = await postJson(`${url}/__demo/conversions`, { clickId: 1e308 });
    expect(conversion.status).toBe(400);
  });

  it('counts parallel sign-ups one by one, failed attempts included', async () => {
    const register = (name: string, overrides: Record<string, unknown> = {}) =>
      postJson(`${url}/publisher/api/publishers/register`, registrationPayload(name, overrides));
    const parallel = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(`parallel${i}`)),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([
      ...Array(5).fill(201),
      ...Array(7).fill(429),
    ]);
    await postJson(`${url}/__demo/throttle/reset`, {});
    // 20 attempts an hour (four per registration allowed), whatever their outcome.
    for (let i = 1; i <= 20; i++) {
      const res = await register(`probe${i}`, { repeatPlainPassword: 'differs-from-it' });
      expect(res.status, `attempt ${i}`).toBe(422);
    }
    const limited = await register('probe21');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    await postJson(`${url}/__demo/throttle/advance`, { minutes: 60 });
    expect((await register('probe22')).status).toBe(201);
  });

  it('replaces a hash of older parameters at the next login', async () => {
    const salt = Buffer.alloc(16, 7);
    const old = scryptSync('demo-password', salt, 32, { N: 16384, r: 8, p: 1 });
    const stored = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64url'),
      old.toString('base64url'),
    ].join('$');
    const { db } = demo.server.app;
    await db.run(`UPDATE publishers SET password_hash = $1 WHERE username = 'newbie'`, [stored]);
    const signIn = () =>
      postJson(`${url}/publisher/api/login`, { username: 'newbie', password: 'demo-password' });
    expect((await signIn()).status).toBe(200);
    const row = await db.get(`SELECT password_hash FROM publishers WHERE username = 'newbie'`);
    expect(String(row?.password_hash)).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signIn()).status).toBe(200);
  });
});
