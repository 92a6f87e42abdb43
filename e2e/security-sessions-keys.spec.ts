// The publisher's sessions and API keys as they use them: a second browser ended from the first
// is sent to sign-in on its next step, every other one ended at once; a key created, shown once,
// read with (the same summary report as the session, 403 outside its scope), revoked (401).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SESSIONS, signInThroughForm } from './fixtures';
import { heading } from './journeys/journey-fixtures';
import { expectAccessible, SECURITY_TAB } from './security-fixtures';

test.describe.configure({ mode: 'serial' });

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

const sessionsList = (page: Page) =>
  page.getByRole('region', { name: 'Sessions' }).getByRole('list', { name: 'Signed-in sessions' });

/** A browser of its own (another device) signed in as the sessions account. */
async function otherBrowser(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  await signInThroughForm(page, SESSIONS);
  return page;
}

async function expectSentToSignIn(page: Page): Promise<void> {
  await page.goto('/publisher/offers');
  await expect(page).toHaveURL(/\/publisher\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('sessions: another browser ended, then every other one', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page, SESSIONS);
  const firefox = await otherBrowser(browser, FIREFOX_ON_WINDOWS);
  await page.goto(SECURITY_TAB);

  const list = sessionsList(page);
  const mine = list.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button')).toHaveCount(0);
  const theirs = list.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
  await expect(theirs).toContainText('127.0.0.1');
  await theirs.getByRole('button', { name: 'End session: Firefox on Windows' }).click();
  const dialog = page.getByRole('dialog', { name: 'End this session?' });
  await expect(dialog).toContainText('Firefox on Windows will be signed out on its next action.');
  await expectAccessible(page, 'end a session');
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Firefox on Windows' })).toHaveCount(0);
  await expectSentToSignIn(firefox);

  const second = await otherBrowser(browser);
  const third = await otherBrowser(browser);
  await page.reload();
  await expect(heading(page, 'Settings')).toBeVisible();
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  const all = page.getByRole('dialog', { name: 'End all other sessions?' });
  await expect(all).toContainText('This device stays signed in.');
  await all.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(page.getByText('Other sessions ended')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('This device');
  await expectSentToSignIn(second);
  await expectSentToSignIn(third);
  await page.reload();
  await expect(heading(page, 'Settings')).toBeVisible();
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(1);

  const { mails } = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    mails: { to: string; subject: string; text: string }[];
  };
  const newBrowser = mails.filter(
    (mail) => mail.to.startsWith('sessions@') && mail.subject === 'New sign-in to your account',
  );
  expect(newBrowser.some((mail) => mail.text.includes('Firefox'))).toBe(true);
});

test('API keys: created and shown once, read with, refused outside its scope, revoked', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInThroughForm(page, SESSIONS);
  await page.goto(SECURITY_TAB);
  const keys = page.getByRole('region', { name: 'API keys' });
  const name = `Nightly export ${Date.now()}`;

  await keys.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
  await expectAccessible(page, 'create key, with errors');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByLabel('Read reports').check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  const created = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(created).toContainText('it is shown only this once');
  const key = await created.getByRole('textbox', { name: `API key ${name}` }).inputValue();
  expect(key.length).toBeGreaterThan(20);
  await expectAccessible(page, 'the new key');
  await created.getByRole('button', { name: 'Done' }).click();
  const item = keys.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Read reports');
  await expect(item).toContainText('never used');
  await expect(page.getByText(key)).toHaveCount(0);

  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const summary = `/publisher/api/ch/reports/summary?date=${yesterday}`;
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  const withKey = await script.get(summary);
  expect(withKey.status(), await withKey.text()).toBe(200);
  const withSession = await page.request.get(summary);
  expect(await withKey.json()).toEqual(await withSession.json());
  expect((await script.get('/publisher/api/ch/conversions')).status()).toBe(403);
  expect((await script.get('/publisher/api/offers')).status()).toBe(403);

  await page.reload();
  await expect(item).toContainText('last used');
  await item.getByRole('button', { name: `Revoke ${name}` }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(item).toHaveCount(0);
  expect((await script.get(summary)).status()).toBe(401);
  await script.dispose();
});
