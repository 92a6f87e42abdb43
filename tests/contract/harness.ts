import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'vitest';

/** Typed views of the host-demo JavaScript modules the tests use. */
export interface DemoSettings {
  appVersion: string;
  latencyMs: number;
  errorRate: number;
  registrationLimit: number | null;
  blockedEmailDomains: string[];
}
type SqlParam = string | number | boolean | null;
export interface DemoApp {
  settings: DemoSettings;
  /** Direct database access, e.g. to move a timestamp into the past. */
  db: {
    run(sql: string, params?: SqlParam[]): Promise<void>;
    get(sql: string, params?: SqlParam[]): Promise<Record<string, unknown> | undefined>;
    all(sql: string, params?: SqlParam[]): Promise<Record<string, unknown>[]>;
  };
  mailer: {
    sendMail(mail: {
      to: string;
      subject: string;
      text: string;
      links?: string[];
    }): Promise<number>;
  };
}
export interface RunningDemo {
  url: string;
  port: number;
  app: DemoApp;
  close(): Promise<void>;
}
interface ServerModule {
  startServer(options: {
    port?: number;
    dataDir?: string;
    distDir?: string;
    quiet?: boolean;
  }): Promise<RunningDemo>;
}

// Contract and seeding tests need a real but small event store: 1 M clicks per server is e2e's job.
process.env.DEMO_CLICKS ??= '20000';
process.env.DEMO_QUIET_SEED ??= '1';
// The suites drive the test switches (/__demo/*, /dev/mailbox): they exist only when asked for.
process.env.DEMO_SWITCHES ??= '1';

export const HOST_DEMO_DIR = fileURLToPath(new URL('../../host-demo/', import.meta.url));

/** host-demo is plain JavaScript with JSDoc types; imported by URL and typed by the caller. */
export async function importHostDemo<T>(relativePath: string): Promise<T> {
  const href = pathToFileURL(join(HOST_DEMO_DIR, relativePath)).href;
  return (await import(/* @vite-ignore */ href)) as T;
}

export interface DemoUnderTest {
  server: RunningDemo;
  distDir: string;
  stop(): Promise<void>;
}

/** Starts the demo network on a free port with a fresh data dir and the given dist files. */
export async function startDemo(
  distFiles: Record<string, string | Buffer> = {},
): Promise<DemoUnderTest> {
  const root = await mkdtemp(join(tmpdir(), 'pp-contract-'));
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  await mkdir(distDir, { recursive: true });
  for (const [name, content] of Object.entries(distFiles)) {
    await mkdir(dirname(join(distDir, name)), { recursive: true });
    await writeFile(join(distDir, name), content);
  }
  const { startServer } = await importHostDemo<ServerModule>('server.mjs');
  const server = await startServer({ port: 0, dataDir, distDir, quiet: true });
  return {
    server,
    distDir,
    stop: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** "PPSESSID=abc" from a Set-Cookie header, for sending back as Cookie. */
export function sessionCookieFrom(setCookie: string | null): string {
  const match = /(?:^|,\s*)(PPSESSID=[^;]*)/.exec(setCookie ?? '');
  if (!match?.[1]) throw new Error(`no PPSESSID in Set-Cookie: ${setCookie}`);
  return match[1];
}

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** The demo's mailbox, newest first. */
export async function readMailbox(origin: string): Promise<StoredMail[]> {
  const res = await fetch(`${origin}/dev/mailbox.json`);
  return ((await res.json()) as { mails: StoredMail[] }).mails;
}

export async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * For a test that checks many passwords: each check is a deliberately slow scrypt (about 0.3 s
 * alone, several seconds on a machine busy with other suites).
 */
export const PASSWORD_CHECKS_TIMEOUT = 90_000;

/**
 * A held answer's Retry-After: the whole window (`seconds`), less the seconds a slow machine spent
 * between the first counted request and this one.
 */
export function retryAfterOf(headers: Headers, seconds: number): number {
  const wait = Number(headers.get('retry-after'));
  expect(wait).toBeGreaterThan(seconds - 15);
  expect(wait).toBeLessThanOrEqual(seconds);
  return wait;
}
