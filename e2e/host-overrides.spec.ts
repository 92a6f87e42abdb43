// The host's own words, colours and sections through the config block (?config=overrides on the
// demo host page, README "Embedding"): texts in each language, the theme's colours on the widget,
// switched-off sections gone from the menu and "Not Found" at their URLs, and a text that is not
// valid ICU (and a language the portal does not speak) reported in the console and left out.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, restoreStoredSession, signIn } from './fixtures';
import { menuNames, shell } from './shell-fixtures';

const consoleOf = (page: Page) => {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(`${m.type()}: ${m.text()}`));
  return lines;
};

test('the menu and the page title use the host texts; a bad text is reported and left out', async ({
  page,
}) => {
  const logged = consoleOf(page);
  await signIn(page, '/publisher/offers?config=overrides');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  const names = await menuNames(page);
  expect(names).toContain('Campaigns');
  expect(names).not.toContain('Offer');
  // `Announcements {broken` is not ICU: the portal's own text stays.
  expect(names).toContain('News');
  expect(names.join()).not.toContain('Announcements');
  const reported = logged.filter((line) => line.startsWith('error:')).join('\n');
  expect(reported).toContain('Invalid host config');
  expect(reported).toContain('"messages.en.shell.nav.news" is not a valid ICU message');
  expect(reported).toContain('"messages.fr" is not a language of the portal');
  await expect(
    page.getByRole('status').filter({ hasText: 'configuration of this page has errors' }),
  ).toBeVisible();
});

test('the host texts follow the language', async ({ page, context }) => {
  // The stored session first (it replaces the context's cookies), then the language's cookie.
  expect(await restoreStoredSession(context, DEMO)).toBe(true);
  // Cookies do not depend on the port.
  await context.addCookies([{ name: '_locale', value: 'ru', url: 'http://127.0.0.1/publisher' }]);
  await page.goto('/publisher/offers?config=overrides');
  await expect(page.getByRole('heading', { name: 'Кампании', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link', { name: 'Кампании' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Новости' })).toBeVisible();
});

test('the login page uses the host texts and theme too', async ({ page }) => {
  await page.goto('/publisher/login?config=overrides');
  await expect(page.getByRole('heading', { name: 'Partner sign-in' })).toBeVisible();
  const widget = page.locator('[data-publisher-platform]');
  await expect(widget).toHaveCSS('font-family', 'Georgia, serif');
});

test('the theme colours the widget in light and dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, '/publisher/dashboard?config=overrides');
  const widget = page.locator('[data-publisher-platform]');
  await expect(shell(page).getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(widget).toHaveCSS('background-color', 'rgb(248, 250, 252)');
  await expect(widget).toHaveCSS('color', 'rgb(15, 23, 42)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(widget).toHaveCSS('background-color', 'rgb(2, 6, 23)');
});

test('switched-off sections are gone from the menu and their URLs are Not Found', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await signIn(page, '/publisher/balance?config=overrides');
  await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
  expect(await menuNames(page)).not.toContain('Smartlink');
  await expect(page.getByRole('tab', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Promo codes' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Live competition' })).toHaveCount(0);
  for (const path of [
    '/publisher/smartlinks?config=overrides',
    '/publisher/balance?tab=promo&config=overrides',
    '/publisher/reports?tab=competitions&config=overrides',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
  }
  expect(requests.filter((p) => p.includes('/competitions'))).toEqual([]);
});
