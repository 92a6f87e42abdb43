// The integrator's side, on a blank host page (the release's example page, not the demo's) that
// embeds the release folder with SRI: the page drives the portal through window.PublisherPlatform
// and hears its events in order, and the network's words, colours and sections apply.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OVERRIDES } from '../host-demo/views/host-config.mjs';
import { blankHost, ROOT } from './blank-host';
import { DEMO, restoreStoredSession } from './fixtures';
import { fillSignIn, heading } from './journeys/journey-fixtures';

const VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Every publisher-platform event the page hears on the document, in order. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    for (const type of ['ready', 'route', 'signin', 'signout', 'language', 'theme'])
      document.addEventListener(`publisher-platform:${type}`, (event) => {
        const detail = (event as CustomEvent).detail as unknown;
        seen.push({ type, detail: type === 'ready' ? 'api' : detail });
      });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { type: string; detail: unknown }[] }).seen);

test('the host page drives the portal and hears its events in order', async ({ page }) => {
  await blankHost(page);
  await recordEvents(page);
  // A session of its own: signing out ends it, and the stored one stays for the other tests.
  await page.goto('/publisher/login');
  await fillSignIn(page, DEMO);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await page.waitForFunction(() => window.PublisherPlatform !== undefined);
  expect(await page.evaluate(() => window.PublisherPlatform?.version)).toBe(VERSION);
  await expect
    .poll(() => seen(page))
    .toContainEqual({
      type: 'route',
      detail: { path: '/publisher/dashboard', title: 'Dashboard' },
    });

  await page.evaluate(() => window.PublisherPlatform?.navigate('/publisher/offers'));
  await expect(heading(page, 'Offer')).toBeVisible();
  await page.evaluate(() => window.PublisherPlatform?.setLanguage('ru'));
  await expect(heading(page, 'Оффер')).toBeVisible();
  await page.evaluate(() => window.PublisherPlatform?.setTheme('dark'));
  await expect(page.locator('[data-publisher-platform]')).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => window.PublisherPlatform?.setLanguage('en'));
  await page.evaluate(() => window.PublisherPlatform?.signOut());
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const bad = await page.evaluate(() => {
    try {
      window.PublisherPlatform?.navigate('https://example.com/');
      return 'accepted';
    } catch (error) {
      return String(error);
    }
  });
  expect(bad).toContain('is not a portal path');

  const events = (await seen(page)).map(({ type, detail }) => ({ type, detail }));
  const publisherId = (
    events.find((event) => event.type === 'signin')?.detail as {
      publisherId: number;
    }
  ).publisherId;
  expect(publisherId).toBeGreaterThan(0);
  expect(events.slice(0, 2)).toEqual([
    { type: 'ready', detail: 'api' },
    { type: 'route', detail: { path: '/publisher/login', title: 'Sign in' } },
  ]);
  // The dashboard's heading and the profile (signin) come in either order.
  expect(events.slice(2, 4)).toEqual(
    expect.arrayContaining([
      { type: 'route', detail: { path: '/publisher/dashboard', title: 'Dashboard' } },
      { type: 'signin', detail: { publisherId } },
    ]),
  );
  expect(events.slice(4)).toEqual([
    { type: 'route', detail: { path: '/publisher/offers', title: 'Offer' } },
    { type: 'language', detail: { language: 'ru' } },
    { type: 'theme', detail: { theme: 'dark', resolved: 'dark' } },
    { type: 'language', detail: { language: 'en' } },
    { type: 'signout', detail: { publisherId } },
    { type: 'route', detail: { path: '/publisher/logout', title: '' } },
    { type: 'route', detail: { path: '/publisher/login', title: 'Sign in' } },
  ]);
});

test('the host page renames, recolours and switches off sections; a bad text is reported', async ({
  page,
  context,
}) => {
  const logged: string[] = [];
  page.on('console', (line) => logged.push(`${line.type()}: ${line.text()}`));
  await blankHost(page, OVERRIDES);
  await restoreStoredSession(context, DEMO);
  await page.goto('/publisher/offers');
  await expect(heading(page, 'Campaigns')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Campaigns' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Smartlink' })).toHaveCount(0);
  await expect(page.locator('[data-publisher-platform]')).toHaveCSS(
    'font-family',
    'Georgia, serif',
  );
  expect(logged.join('\n')).toContain('"messages.en.shell.nav.news" is not a valid ICU message');
  await page.evaluate(() => window.PublisherPlatform?.navigate('smartlinks'));
  await expect(heading(page, 'Not Found')).toBeVisible();
});
