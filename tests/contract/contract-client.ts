/**
 * Calls documented operations of the demo network and checks every answer against
 * host-demo/openapi.yaml (status documented, required headers, media type, body schema).
 * Remembers each (operation, status) seen, for the coverage check.
 */
import { expect } from 'vitest';
import { postJson, readMailbox, sessionCookieFrom, type DemoUnderTest } from './harness';
import type { Contract, Operation } from './openapi-contract';

export interface CallOptions {
  json?: unknown;
  rawBody?: string | Buffer;
  contentType?: string;
  /** multipart body; fetch sets the Content-Type with its boundary */
  form?: FormData;
  cookie?: string;
  /** an API key, sent as `Authorization: Bearer <key>` */
  bearer?: string;
  /** extra request headers */
  headers?: Record<string, string>;
  /** path parameters; without them the documented examples are used */
  params?: Record<string, string>;
  /** query string without "?" */
  query?: string;
}
export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  body: unknown;
}

export interface ContractClient {
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  exercised: Set<string>;
  demo(): DemoUnderTest;
  origin(): string;
  loginCookie(username: string, password?: string): Promise<string>;
  /** The newest mail to `to` with this subject, or undefined. */
  mailTo(to: string, subject: string): Promise<{ links: string[]; text: string } | undefined>;
  settings(patch: Record<string, unknown>): Promise<void>;
  /** Forgets every throttle count (login, reset, sign-up, uploads); `minutes` moves its clock. */
  throttle(action: 'reset' | { minutes: number }): Promise<void>;
}

function pathFor(contract: Contract, op: Operation, params?: Record<string, string>): string {
  if (!params) return contract.examplePath(op);
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.key}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

function requestInit(method: string, options: CallOptions): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.bearer !== undefined) headers.Authorization = `Bearer ${options.bearer}`;
  const raw = options.rawBody;
  let body: string | Blob | FormData | undefined =
    options.form ??
    (typeof raw === 'string' || raw === undefined ? raw : new Blob([new Uint8Array(raw)]));
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (body !== undefined && !options.form) {
    headers['Content-Type'] = options.contentType ?? 'application/json';
  }
  return { method, headers, body, redirect: 'manual' };
}

export function createContractClient(
  contract: Contract,
  demo: () => DemoUnderTest,
): ContractClient {
  const exercised = new Set<string>();
  const origin = () => demo().server.url;

  async function call(method: string, path: string, options: CallOptions = {}) {
    const op = contract.operation(method, path);
    const query = options.query ? `?${options.query}` : '';
    const url = origin() + pathFor(contract, op, options.params) + query;
    const res = await fetch(url, requestInit(method, options));
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    const status = String(res.status);
    const where = `${op.key} → ${status}`;

    expect(op.responseCodes, `${where} is not documented`).toContain(status);
    exercised.add(`${op.key} ${status}`);
    // The conformance kit's checker: status, required headers, media type, body schema.
    const problems = contract.checkAnswer(op, { status: res.status, headers: res.headers, text });
    expect(
      problems.map((p) => p.message),
      where,
    ).toEqual([]);
    const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const parsed: unknown =
      text === '' ? undefined : mediaType.endsWith('json') ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, text, bytes, body: parsed };
  }

  return {
    call,
    exercised,
    demo,
    origin,
    async loginCookie(username, password = 'demo-password') {
      const res = await postJson(`${origin()}/publisher/api/login`, {
        username,
        password,
        fingerprint: 'contract-test',
      });
      expect(res.status, `login ${username}`).toBe(200);
      return sessionCookieFrom(res.headers.get('set-cookie'));
    },
    async mailTo(to, subject) {
      const mails = await readMailbox(origin());
      return mails.find((mail) => mail.to === to && mail.subject === subject);
    },
    async settings(patch) {
      const res = await postJson(`${origin()}/__demo/settings`, patch);
      expect(res.status).toBe(200);
    },
    async throttle(action) {
      const res =
        action === 'reset'
          ? await postJson(`${origin()}/__demo/throttle/reset`, {})
          : await postJson(`${origin()}/__demo/throttle/advance`, action);
      expect(res.status).toBe(204);
    },
  };
}

/** The path of a mailed link (its last segment is the token). */
export function linkPath(link: string | undefined): { path: string; token: string } {
  if (!link) throw new Error('no link in the mail');
  const url = new URL(link);
  return { path: url.pathname, token: url.pathname.split('/').pop() ?? '' };
}
