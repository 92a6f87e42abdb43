/**
 * The publisher's sessions (list, end one, end the others, the new-browser mail) and API keys
 * (create, list, revoke; a key reads its scopes' operations like the session, 403 elsewhere,
 * 429 past 60 a minute, 401 once revoked). Runs as `sessions`, an account no other suite uses.
 */
import { describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';
import type { Contract } from '../openapi-contract';

const SESSIONS = '/publisher/api/sessions';
const SESSION = '/publisher/api/sessions/{id}';
const END_OTHERS = '/publisher/api/sessions/end_others';
const KEYS = '/publisher/api/api_keys';
const KEY = '/publisher/api/api_keys/{id}';
const SUMMARY = '/publisher/api/ch/reports/summary';
const CURRENT = '/publisher/api/publishers/current';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_SIGN_IN = 'New sign-in to your account';
const ALL_SCOPES = ['reports:read', 'conversions:read', 'offers:read'];

interface SessionItem {
  id: string;
  browser: string | null;
  os: string | null;
  ip: string | null;
  place: string | null;
  current: boolean;
  lastSeenAt: string;
}
interface KeyItem {
  id: number;
  key: string;
  prefix: string;
  lastUsedAt: string | null;
}

const members = <T>(body: unknown): T[] => (body as { 'hydra:member': T[] })['hydra:member'];
/** The operations a key may call, with their scope. */
const scopedOperations = (contract: Contract) =>
  contract.operations.flatMap((op) => {
    const security = (op.spec.security ?? []) as Record<string, string[]>[];
    const scope = security.flatMap((s) => s.apiKey ?? [])[0];
    return scope ? [{ op, scope }] : [];
  });

export function sessionsAndKeysSuite(api: ContractClient, contract: Contract): void {
  /** Signs `sessions` in from a browser; the session's cookie. */
  async function signIn(userAgent: string, place?: string): Promise<string> {
    const res = await fetch(`${api.origin()}/publisher/api/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': userAgent,
        ...(place ? { 'X-Geo-Place': place } : {}),
      },
      body: JSON.stringify({ username: 'sessions', password: 'demo-password' }),
    });
    expect(res.status).toBe(200);
    return /(PPSESSID=[^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  }
  const newSignInMails = async () =>
    (
      (await (await fetch(`${api.origin()}/dev/mailbox.json`)).json()) as {
        mails: { to: string; subject: string; text: string }[];
      }
    ).mails.filter((m) => m.to === 'sessions@example.com' && m.subject === NEW_SIGN_IN);
  const createKey = async (cookie: string, scopes = ALL_SCOPES, name = 'Script') => {
    const res = await api.call('POST', KEYS, { cookie, json: { name, scopes } });
    expect(res.status).toBe(201);
    return res.body as KeyItem;
  };

  describe('sessions', () => {
    it('lists the sessions with browser, OS, address and place, the current one first', async () => {
      const windows = await signIn(CHROME_WINDOWS);
      await signIn(FIREFOX_MAC, 'Prague, CZ');
      const res = await api.call('GET', SESSIONS, { cookie: windows });
      const list = members<SessionItem>(res.body);
      expect(list[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', current: true });
      expect(list[0]?.ip).toMatch(/127\.0\.0\.1/);
      expect(list).toContainEqual(
        expect.objectContaining({ browser: 'Firefox', os: 'macOS', place: 'Prague, CZ' }),
      );
      expect(list.filter((s) => s.current)).toHaveLength(1);
    });

    it('mails a sign-in from a browser the account has not used before, once', async () => {
      const before = (await newSignInMails()).length;
      await signIn(FIREFOX_MAC);
      expect(await newSignInMails()).toHaveLength(before);
      await signIn('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
      const mails = await newSignInMails();
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]?.text).toContain('Firefox on Linux');
    });

    it('moves last seen at most once a minute', async () => {
      const cookie = await signIn(CHROME_WINDOWS);
      const lastSeen = async () =>
        members<SessionItem>((await api.call('GET', SESSIONS, { cookie })).body).find(
          (s) => s.current,
        )?.lastSeenAt;
      const first = await lastSeen();
      expect(await lastSeen()).toBe(first);
      await api
        .demo()
        .server.app.db.run(
          `UPDATE sessions SET last_seen_at = last_seen_at - INTERVAL 2 MINUTE WHERE publisher_id = (SELECT id FROM publishers WHERE username = 'sessions')`,
        );
      const moved = await lastSeen();
      expect(moved).not.toBe(first);
      expect(Date.parse(moved ?? '')).toBeGreaterThan(Date.now() - 60_000);
    });

    it('ends one session (401 on its next request), 404 for unknown and others’ ids', async () => {
      const mine = await signIn(CHROME_WINDOWS);
      const other = await signIn(FIREFOX_MAC);
      const list = members<SessionItem>((await api.call('GET', SESSIONS, { cookie: other })).body);
      const id = list.find((s) => s.current)?.id ?? '';
      expect((await api.call('GET', CURRENT, { cookie: other })).status).toBe(200);
      const end = await api.call('DELETE', SESSION, { cookie: mine, params: { id } });
      expect(end.status).toBe(204);
      expect((await api.call('GET', CURRENT, { cookie: other })).status).toBe(401);
      expect((await api.call('DELETE', SESSION, { cookie: mine, params: { id } })).status).toBe(
        404,
      );
      const demo = await api.loginCookie('demo');
      const demoId =
        members<SessionItem>((await api.call('GET', SESSIONS, { cookie: demo })).body)[0]?.id ?? '';
      const foreign = await api.call('DELETE', SESSION, { cookie: mine, params: { id: demoId } });
      expect(foreign.status).toBe(404);
      expect((await api.call('GET', CURRENT, { cookie: demo })).status).toBe(200);
    });

    it('ends every other session and keeps the current one', async () => {
      const others = [await signIn(FIREFOX_MAC), await signIn(CHROME_WINDOWS)];
      const mine = await signIn(CHROME_WINDOWS);
      expect((await api.call('POST', END_OTHERS, { cookie: mine })).status).toBe(204);
      for (const cookie of others)
        expect((await api.call('GET', CURRENT, { cookie })).status).toBe(401);
      const left = members<SessionItem>((await api.call('GET', SESSIONS, { cookie: mine })).body);
      expect(left).toEqual([expect.objectContaining({ current: true })]);
    });
  });

  describe('API keys', () => {
    it('creates a key shown once, lists it without the key, 422 without name or scope', async () => {
      const cookie = await signIn(CHROME_WINDOWS);
      const res = await api.call('POST', KEYS, {
        cookie,
        json: { name: '  Nightly  ', scopes: ['offers:read', 'reports:read'] },
      });
      expect(res.status).toBe(201);
      const created = res.body as KeyItem & { name: string; scopes: string[] };
      expect(created.key).toMatch(/^pp_live_[\w-]{43}$/);
      expect(created).toMatchObject({ name: 'Nightly', scopes: ['reports:read', 'offers:read'] });
      expect(created.key.startsWith(created.prefix)).toBe(true);
      expect(res.headers.get('location')).toBe(`/publisher/api/api_keys/${created.id}`);
      const list = await api.call('GET', KEYS, { cookie });
      const listed = members<KeyItem>(list.body).find((k) => k.id === created.id);
      expect(listed).toMatchObject({ prefix: created.prefix, lastUsedAt: null });
      expect(listed).not.toHaveProperty('key');
      const stored = await api
        .demo()
        .server.app.db.get(`SELECT hash FROM api_keys WHERE id = $1`, [created.id]);
      expect(stored?.hash).not.toContain(created.key.slice(8));

      const invalid = await api.call('POST', KEYS, { cookie, json: { name: ' ', scopes: [] } });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({
        violations: [
          { propertyPath: 'name', message: 'Name is required' },
          { propertyPath: 'scopes', message: 'Choose at least one scope' },
        ],
      });
      const unknownScope = await api.call('POST', KEYS, {
        cookie,
        json: { name: 'x', scopes: ['payments:write'] },
      });
      expect(unknownScope.status).toBe(422);
    });

    it('reads the summary report with a key as the session does, and notes its use', async () => {
      const cookie = await signIn(CHROME_WINDOWS);
      const { id, key } = await createKey(cookie, ['reports:read']);
      const query = 'date=2026-11-07&grouping=date';
      const bySession = await api.call('GET', SUMMARY, { cookie, query });
      const byKey = await api.call('GET', SUMMARY, { bearer: key, query });
      expect(byKey.status).toBe(200);
      expect(byKey.body).toEqual(bySession.body);
      const listed = members<KeyItem>((await api.call('GET', KEYS, { cookie })).body);
      expect(listed.find((k) => k.id === id)?.lastUsedAt).toEqual(expect.any(String));
    });

    it('answers 403 to a key outside its scopes and on every other operation', async () => {
      const cookie = await signIn(CHROME_WINDOWS);
      const scoped = scopedOperations(contract);
      expect(scoped.map((s) => s.scope).sort()).toEqual(
        expect.arrayContaining(['conversions:read', 'offers:read', 'reports:read']),
      );
      for (const scope of ALL_SCOPES) {
        const { key } = await createKey(cookie, [scope], `only ${scope}`);
        for (const { op, scope: needed } of scoped) {
          const res = await api.call(op.method, op.path, { bearer: key });
          if (needed === scope) expect([401, 403, 429], op.key).not.toContain(res.status);
          else expect(res.status, `${op.key} with ${scope}`).toBe(403);
        }
      }
      const { key } = await createKey(cookie);
      const scopedKeys = new Set(scoped.map((s) => s.op.key));
      for (const op of contract.operations.filter((o) => o.secured && !scopedKeys.has(o.key))) {
        const res = await api.call(op.method, op.path, {
          bearer: key,
          ...(op.hasJsonBody ? { json: {} } : {}),
        });
        expect(res.status, op.key).toBe(403);
      }
    });

    it('allows 60 requests a minute per key, then 429 with Retry-After', async () => {
      const cookie = await signIn(CHROME_WINDOWS);
      await api.throttle('reset');
      const { key } = await createKey(cookie);
      const other = await createKey(cookie);
      for (let i = 0; i < 60; i++) {
        expect((await api.call('GET', SUMMARY, { bearer: key })).status).toBe(200);
      }
      for (const { op } of scopedOperations(contract)) {
        const res = await api.call(op.method, op.path, { bearer: key });
        expect(res.status, op.key).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect((await api.call('GET', SUMMARY, { bearer: other.key })).status).toBe(200);
      await api.throttle({ minutes: 1 });
      expect((await api.call('GET', SUMMARY, { bearer: key })).status).toBe(200);
      await api.throttle('reset');
    });

    it('revokes a key: 401 with it from then on, 404 for unknown and others’ keys', async () => {
      const cookie = await signIn(CHROME_WINDOWS);
      const { id, key } = await createKey(cookie, ['reports:read']);
      const demo = await api.loginCookie('demo');
      const foreign = await api.call('DELETE', KEY, { cookie: demo, params: { id: String(id) } });
      expect(foreign.status).toBe(404);
      expect((await api.call('GET', SUMMARY, { bearer: key })).status).toBe(200);
      const revoke = await api.call('DELETE', KEY, { cookie, params: { id: String(id) } });
      expect(revoke.status).toBe(204);
      const after = await api.call('GET', SUMMARY, { bearer: key });
      expect(after.status).toBe(401);
      expect(after.headers.get('www-authenticate')).toBe('Bearer');
      expect((await api.call('GET', SUMMARY, { bearer: 'pp_live_made-up' })).status).toBe(401);
      expect((await api.call('DELETE', KEY, { cookie, params: { id: String(id) } })).status).toBe(
        404,
      );
      const listed = members<KeyItem>((await api.call('GET', KEYS, { cookie })).body);
      expect(listed.map((k) => k.id)).not.toContain(id);
    });
  });
}
