// @vitest-environment node
/**
 * Contract test: the demo network answers what host-demo/openapi.yaml documents. Every
 * documented (operation, status) pair must be exercised here (directly or by the suites in
 * ./suites, which share one server and run in order), so documenting an endpoint without
 * covering it, or covering one without documenting it, fails.
 */
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient } from './contract-client';
import { HOST_DEMO_DIR, PASSWORD_CHECKS_TIMEOUT, startDemo, type DemoUnderTest } from './harness';
import { loadContract } from './openapi-contract';
import { claimSuite } from './suites/claims';
import { emailChangeSuite } from './suites/email-change';
import { financeSuite } from './suites/finance';
import { genericSuite } from './suites/generic';
import { offerSuite } from './suites/offers';
import { offerChangeSuite } from './suites/offer-changes';
import { passwordResetSuite } from './suites/password-reset';
import { postbackSuite } from './suites/postbacks';
import { profileSuite } from './suites/profile';
import { proxyDomainSuite } from './suites/proxy-domains';
import { registrationSuite } from './suites/registration';
import { registrationRulesSuite } from './suites/registration-rules';
import { reportsSuite } from './suites/reports';
import { sessionsAndKeysSuite } from './suites/sessions-keys';
import { shellSuite } from './suites/shell';
import { supportSuite } from './suites/support';
import { twoFactorSuite } from './suites/two-factor';
import { uploadSuite } from './suites/uploads';

const contract = loadContract(join(HOST_DEMO_DIR, 'openapi.yaml'));
let demo: DemoUnderTest;
const api = createContractClient(contract, () => demo);
const { call, exercised, loginCookie } = api;

beforeAll(async () => {
  demo = await startDemo();
  // Many tests register accounts from the same address; the limit has its own test.
  await api.settings({ registrationLimit: null });
}, 30_000);
afterAll(async () => {
  await demo?.stop();
});

describe('authentication and profile', () => {
  // A failed throttle test leaves no account held for the next test.
  afterEach(() => api.throttle('reset'));
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

  it(
    'throttles wrong passwords: 5 per account and address, then 429 with a growing wait',
    async () => {
      await api.throttle('reset');
      const attempt = (username: string, password: string) =>
        call('POST', '/publisher/api/login', { json: { username, password } });
      for (let i = 1; i <= 5; i++) {
        expect((await attempt('nosmart', `guess-${i}`)).status, `guess ${i}`).toBe(401);
      }
      // The right password is not even checked now.
      const held = await attempt('NOSMART@example.com', 'demo-password');
      expect(held.status).toBe(429);
      // A minute from the fifth guess, less the seconds a slow machine spent checking this one.
      const wait = Number(held.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
      expect(held.body).toEqual({
        error: 'Too many failed sign-in attempts. Try again in 1 minute.',
        retryAfter: wait,
      });
      // Another account from the same address is not held.
      expect((await attempt('newbie', 'demo-password')).status).toBe(200);
      await api.throttle({ minutes: 1 });
      expect((await attempt('nosmart', 'guess-6')).status).toBe(401);
      const longer = await attempt('nosmart', 'demo-password');
      const longerWait = Number(longer.headers.get('retry-after'));
      expect(longerWait).toBeGreaterThan(110);
      expect(longerWait).toBeLessThanOrEqual(120);
      await api.throttle({ minutes: 2 });
      expect((await attempt('nosmart', 'demo-password')).status).toBe(200);
      // A success clears the count.
      expect((await attempt('nosmart', 'guess-7')).status).toBe(401);
      // Unknown names are held alike, and parallel guesses are counted as they come.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => attempt('nobody-here', `guess-${i}`)),
      );
      expect(burst.map((r) => r.status).sort()).toEqual([
        ...Array(5).fill(401),
        ...Array(7).fill(429),
      ]);
      await api.throttle('reset');
    },
    PASSWORD_CHECKS_TIMEOUT,
  );

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
      cookie: await loginCookie('demo'),
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

registrationSuite(api);
registrationRulesSuite(api);
uploadSuite(api);
passwordResetSuite(api);
profileSuite(api);
emailChangeSuite(api);
twoFactorSuite(api);
shellSuite(api);
proxyDomainSuite(api);
supportSuite(api);
financeSuite(api);
offerSuite(api);
offerChangeSuite(api);
postbackSuite(api);
reportsSuite(api);
claimSuite(api);
sessionsAndKeysSuite(api, contract);
genericSuite(api, contract);

describe('coverage', () => {
  // Runs last (tests in a file run in order): everything documented must have been seen.
  it('exercised every documented response of every operation', () => {
    const documented = contract.operations.flatMap((op) =>
      op.responseCodes.map((code) => `${op.key} ${code}`),
    );
    // statements.test.ts drives the statements' own answers on a server of its own.
    const elsewhere = /^GET \/publisher\/api\/payments\/\{id\}\/statement\.\w+ (200|404)$/;
    expect(documented.filter((key) => !exercised.has(key) && !elsewhere.test(key))).toEqual([]);
  });
});
