import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export interface DemoUser {
  username: string;
  password: string;
}
export const DEMO: DemoUser = { username: 'demo', password: 'demo-password' };
export const NOSMART: DemoUser = { username: 'nosmart', password: 'demo-password' };
export const NEWBIE: DemoUser = { username: 'newbie', password: 'demo-password' };
/** The account whose second factor the failed-files walk turns on and off (setTwoFactor). */
export const TWO_FACTOR: DemoUser = { username: 'filewalk', password: 'demo-password' };
/** The account whose second factor the two-factor spec turns on and off. */
export const GUARDED: DemoUser = { username: 'guarded', password: 'demo-password' };
/** The account whose sessions and API keys the security spec ends and revokes. */
export const SESSIONS: DemoUser = { username: 'sessions', password: 'demo-password' };
/** The account whose claims the claims spec files and has answered (its own clicks). */
export const CLAIMER: DemoUser = { username: 'claimer', password: 'demo-password' };
/** The accounts the sign-in setup project signs in once per run (sign-in.setup.ts). */
export const STORED_USERS = [DEMO, NOSMART, NEWBIE];

/** Where a user's signed-in state of this run is kept: per port, as each run has its own server
 *  (and database of sessions), so two runs on one machine never share a session. */
export const storedStateFile = (user: DemoUser): string =>
  path.join(
    os.tmpdir(),
    `pp-e2e-auth-${process.env.E2E_PORT ?? 'default'}`,
    `${user.username}.json`,
  );

/**
 * Through the demo's test switch: turns the user's second factor on with `secret` (base32; the
 * test computes its codes), or forgets it entirely (no secret).
 */
export async function setTwoFactor(
  request: APIRequestContext,
  user: DemoUser,
  secret?: string,
): Promise<void> {
  const answer = await request.post('/__demo/two-factor', {
    data: { username: user.username, ...(secret ? { secret } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(204);
}

/** Gives the context the cookies of the user's stored session (false when there is none). */
export async function restoreStoredSession(
  context: BrowserContext,
  user: DemoUser,
): Promise<boolean> {
  const file = storedStateFile(user);
  if (!existsSync(file)) return false;
  const state = JSON.parse(readFileSync(file, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.clearCookies();
  await context.addCookies(state.cookies);
  return true;
}

/**
 * Opens `path` (the dashboard by default) signed in as `user`, with the session the setup project
 * stored for this run (no trip through the sign-in form). Going straight to the page under test
 * saves each test a full load of the dashboard. A test that logs out, or otherwise ends its
 * session, must use `signInThroughForm` instead: ending the stored session would sign out every
 * later test.
 */
export async function signIn(page: Page, user?: DemoUser | string, path?: string): Promise<void> {
  const account = typeof user === 'object' ? user : DEMO;
  const target = typeof user === 'string' ? user : path;
  const restored = await restoreStoredSession(page.context(), account);
  if (!restored) await signInThroughForm(page, account);
  if (target) {
    await page.goto(target);
    return;
  }
  if (!restored) return;
  await page.goto('/publisher/dashboard');
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Signs in through the login form: a session of the test's own. */
export async function signInThroughForm(page: Page, user = DEMO): Promise<void> {
  await page.goto('/publisher/login');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The URL of a module's entry file, from the import map the page uses. */
export async function entryUrl(page: Page, specifier: string): Promise<string> {
  const response = await page.request.get('/assets/publisher-platform/import-map.json');
  const map = (await response.json()) as { imports: Record<string, string> };
  const file = map.imports[specifier];
  if (!file) throw new Error(`${specifier} is not in the import map`);
  return new URL(file, new URL('/assets/publisher-platform/', page.url())).href;
}

/** Counts full document loads of the page (a soft navigation does not count). */
export async function countDocumentLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/**
 * Opens the new-password form of a made-up reset link: the form checks its link when it opens,
 * and that check is answered "still valid" (the form's own rules are what the caller tests).
 */
export async function openNewPasswordForm(page: Page, token = 'some-token'): Promise<void> {
  await page.route(`**/publisher/api/publishers/${token}/reset_password`, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 204 }) : route.fallback(),
  );
  await page.goto(`/publisher/reset_password/confirm/${token}`);
}
