// @vitest-environment node
/** The demo network beyond the API contract: host page, assets, mailbox, switches, seeding. */
import { request, type IncomingHttpHeaders } from 'node:http';
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, sessionCookieFrom, startDemo, type DemoUnderTest } from './harness';
import { version as RELEASE } from '../../package.json';

const HASHED = 'app-3fA9b2c1.js';
let demo: DemoUnderTest;
const get = (path: string, init?: RequestInit) =>
  fetch(demo.server.url + path, { redirect: 'manual', ...init });

beforeAll(async () => {
  demo = await startDemo({
    'loader.js': `console.log("loader");\n`.repeat(50),
    'import-map.json': '{"imports":{}}',
    [HASHED]: 'export const app = 1;\n',
    'chunks/styles-Zx81Qw09.css': 'body{}',
    'publisher-platform.js': 'export {};',
  });
}, 30_000);
afterAll(async () => {
  await demo?.stop();
});

/** node:http sends the path verbatim (fetch would normalise "%2e%2e") and does not gunzip. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${demo.server.url}/`, { path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject).end();
    },
  );
}

function configBlock(html: string): string {
  const match =
    /<script type="application\/json" id="publisher-platform-config">([\s\S]*?)<\/script>/.exec(
      html,
    );
  if (match?.[1] === undefined) throw new Error('no config block');
  return match[1];
}

describe('host page', () => {
  it('embeds the mount point, the config block and the one loader tag', async () => {
    for (const path of ['/publisher', '/publisher/', '/publisher/offers/12?tab=x']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<div data-publisher-platform></div>');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(html.match(/<script src=[^>]*><\/script>/g)).toEqual([
        `<script src="/assets/publisher-platform/loader.js" nonce="${nonce}"></script>`,
      ]);
      expect(html).toContain('username <code>demo</code>, password <code>demo-password</code>');
      expect(JSON.parse(configBlock(html))).toMatchObject({
        title: 'Publisher Platform',
        apiBase: '/publisher/api',
        defaultTimezone: 'Europe/Prague',
        brand: { primary: '#f97316' },
        additionalPages: [
          { menuTitle: 'Network rules', html: '<h2>Rules</h2><p>Play fair.</p>' },
          { type: 2 },
        ],
      });
    }
  });

  it('serves a deliberately invalid or unparsable config on request', async () => {
    const broken = JSON.parse(configBlock(await (await get('/publisher/?config=broken')).text()));
    expect(broken).toEqual({ apiBase: 42, brand: { primary: 'not-a-colour' } });
    const unparsable = configBlock(await (await get('/publisher/login?config=unparsable')).text());
    expect(() => JSON.parse(unparsable)).toThrow();
  });

  it('sends a strict script policy with a fresh nonce by default, and hands the nonce over', async () => {
    const nonces = new Set<string>();
    for (const [round, query, tail] of [
      [1, '', "; frame-ancestors 'self'"],
      [2, '', "; frame-ancestors 'self'"],
      // The integrator's minimal policy (README) as it would send it.
      [3, '?csp=strict', ''],
    ] as const) {
      const response = await get(`/publisher/dashboard${query}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(policy, `round ${round}`).toBe(
        `script-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'${tail}`,
      );
      const html = await response.text();
      expect(JSON.parse(configBlock(html)).scriptNonce).toBe(nonce);
      expect(html).toContain(`loader.js" nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    // Opt-in only: inline scripts run (a network script without a nonce), no nonce handed over.
    const loose = await get('/publisher/?csp=loose');
    expect(loose.headers.get('content-security-policy')).toBe(
      "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    );
    expect(JSON.parse(configBlock(await loose.text())).scriptNonce).toBeUndefined();
  });

  it('sends the browser protections on every answer', async () => {
    for (const path of ['/publisher/login', '/publisher/api/publishers/current', '/x']) {
      const { headers } = await get(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('same-origin');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(headers.get('strict-transport-security'), path).toBeNull(); // served over http
    }
  });

  it('redirects / to the portal and serves the status page', async () => {
    expect((await get('/')).headers.get('location')).toBe('/publisher/');
    expect(await (await get('/publisher-demo/status.html')).text()).toContain(
      'All systems operational',
    );
  });
});

describe('errors and headers', () => {
  it('sends X-App-Version on every response, following the settings switch', async () => {
    for (const path of [
      '/publisher/',
      '/publisher/api/nope',
      '/assets/publisher-platform/missing.js',
      '/x',
    ]) {
      expect((await get(path)).headers.get('x-app-version'), path).toBe(RELEASE);
    }
    const res = await postJson(`${demo.server.url}/__demo/settings`, { appVersion: '9.0.0' });
    expect(await res.json()).toMatchObject({ appVersion: '9.0.0', errorRate: 0 });
    expect((await get('/publisher/api/publishers/current')).headers.get('x-app-version')).toBe(
      '9.0.0',
    );
    await postJson(`${demo.server.url}/__demo/settings`, { appVersion: RELEASE });
  });

  it('answers unknown API paths with a Hydra 404 and wrong methods with 405', async () => {
    const missing = await get('/publisher/api/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
    });
    const wrongMethod = await get('/publisher/api/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('validates the settings switch', async () => {
    expect((await postJson(`${demo.server.url}/__demo/settings`, { errorRate: 2 })).status).toBe(
      400,
    );
    expect((await postJson(`${demo.server.url}/__demo/settings`, { toString: 1 })).status).toBe(
      400,
    );
    expect(await (await get('/__demo/settings')).json()).toEqual({
      appVersion: RELEASE,
      latencyMs: 0,
      errorRate: 0,
      registrationLimit: 5,
      blockedEmailDomains: ['mailinator.com', 'guerrillamail.com'],
    });
    for (const bad of [{ blockedEmailDomains: 'x.com' }, { blockedEmailDomains: ['a b'] }]) {
      expect((await postJson(`${demo.server.url}/__demo/settings`, bad)).status).toBe(400);
    }
  });

  it('fails exactly the configured fraction of API calls', async () => {
    await postJson(`${demo.server.url}/__demo/settings`, { errorRate: 0.5 });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await get('/publisher/api/publishers/current')).status);
    await postJson(`${demo.server.url}/__demo/settings`, { errorRate: 0 });
    expect(statuses).toEqual([401, 500, 401, 500]);
  });
});

describe('bundle assets', () => {
  it('serves gzip with long caching for hashed names and revalidation for the loader', async () => {
    const loader = await get('/assets/publisher-platform/loader.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(loader.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(await loader.text()).toContain('console.log("loader")');
    const hashed = await get(`/assets/publisher-platform/${HASHED}`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await get('/assets/publisher-platform/chunks/styles-Zx81Qw09.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(
      (await get('/assets/publisher-platform/import-map.json')).headers.get('cache-control'),
    ).toBe('no-cache');
    expect(
      (await get('/assets/publisher-platform/publisher-platform.js')).headers.get('cache-control'),
    ).toBe('no-cache');
  });

  it('sends real gzip bytes and honours ETags', async () => {
    const zipped = await rawGet('/assets/publisher-platform/loader.js', {
      'Accept-Encoding': 'gzip',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toContain('loader');
    const etag = String(zipped.headers.etag);
    const again = await rawGet('/assets/publisher-platform/loader.js', {
      'If-None-Match': etag,
      'Accept-Encoding': 'gzip',
    });
    expect(again.status).toBe(304);
    const plain = await rawGet('/assets/publisher-platform/loader.js', {
      'Accept-Encoding': 'gzip;q=0',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's brotli copy to browsers that take it, never an outdated one", async () => {
    const hashed = join(demo.distDir, HASHED);
    await writeFile(`${hashed}.br`, brotliCompressSync(Buffer.from('export const app = 1;\n')));
    const brotli = await rawGet(`/assets/publisher-platform/${HASHED}`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe('export const app = 1;\n');
    const gzipOnly = await rawGet(`/assets/publisher-platform/${HASHED}`, {
      'Accept-Encoding': 'gzip, br;q=0',
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    // A copy older than its file is what a rebuild left behind: gzip of the new file instead.
    const loader = join(demo.distDir, 'loader.js');
    await writeFile(`${loader}.br`, brotliCompressSync(Buffer.from('console.log("old");')));
    const past = new Date(Date.now() - 60_000);
    await utimes(`${loader}.br`, past, past);
    const fresh = await rawGet('/assets/publisher-platform/loader.js', {
      'Accept-Encoding': 'gzip, br',
    });
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(fresh.body).toString()).toContain('console.log("loader")');
  });

  it('never serves files outside the dist directory', async () => {
    for (const path of [
      '..%2fpackage.json',
      '..%2F..%2Fpackage.json',
      '%2e%2e/%2e%2e/etc/passwd',
      'chunks/..%2f..%2fdata/demo.duckdb',
      '..%5c..%5cpackage.json',
      '.hidden',
      'loader.js%00.css',
    ]) {
      expect((await rawGet(`/assets/publisher-platform/${path}`)).status, path).toBe(404);
    }
  });
});

describe('dev mailbox and reset', () => {
  it('lists sent mails newest first with clickable links', async () => {
    await demo.server.app.mailer.sendMail({ to: 'a@example.com', subject: 'First', text: 'hello' });
    const link = `${demo.server.url}/publisher/register/confirm/abc?x=1&y=2`;
    await demo.server.app.mailer.sendMail({
      to: 'b@example.com',
      subject: 'Confirm <you>',
      text: `Click ${link}`,
      links: [link],
    });
    const { mails } = (await (await get('/dev/mailbox.json')).json()) as {
      mails: { subject: string; links: string[] }[];
    };
    expect(mails.map((m) => m.subject)).toEqual(['Confirm <you>', 'First']);
    const html = await (await get('/dev/mailbox')).text();
    expect(html).toContain('Confirm &lt;you&gt;');
    expect(html).toContain(`<a href="${link.replace('&', '&amp;')}">`);
  });

  // A reset re-seeds a million click events: seconds on a busy machine.
  it('re-seeds, ends sessions and empties the mailbox on reset', { timeout: 30_000 }, async () => {
    const login = await postJson(`${demo.server.url}/publisher/api/login`, {
      username: 'demo',
      password: 'demo-password',
    });
    const cookie = sessionCookieFrom(login.headers.get('set-cookie'));
    expect((await fetch(`${demo.server.url}/__demo/reset`, { method: 'POST' })).status).toBe(204);
    expect(
      (await get('/publisher/api/publishers/current', { headers: { Cookie: cookie } })).status,
    ).toBe(401);
    expect(await (await get('/dev/mailbox.json')).json()).toEqual({ mails: [] });
  });
});
