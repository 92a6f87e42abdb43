import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';
import { NOSMART, openMenu, shell } from './shell-fixtures';

const RELEASE = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const header = (page: Page) => shell(page).locator('[data-slot="header"]');

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`header at ${label}`, () => {
    const it = viewportTest('header', label, viewport);

    it('bell → support notifications, competition → reports competitions', async ({ page }) => {
      await signIn(page);
      const bell = header(page).getByRole('link', { name: /^Notifications: \d+ unread$/ });
      await expect(bell).toHaveAccessibleName('Notifications: 3 unread');
      await bell.click();
      await expect(page).toHaveURL(/\/publisher\/support\?tab=notifications$/);
      const banner = page.locator('[data-slot="competition-banner"]');
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height).toBe(22);
      const competition =
        label === 'desktop'
          ? header(page).getByRole('link', { name: 'Live competition' })
          : banner.getByRole('link');
      await competition.click();
      await expect(page).toHaveURL(/\/publisher\/reports\?tab=competitions$/);
    });

    it('news popover: the latest 3 with image, title and time; link to the news', async ({
      page,
    }) => {
      await signIn(page);
      await header(page)
        .getByRole('button', { name: /^News: \d+ unread$/ })
        .click();
      const popover = page.getByRole('dialog', { name: 'News' });
      const items = popover.locator('[data-slot="news-list"] > li');
      await expect(items).toHaveCount(3);
      for (const item of await items.all()) {
        const img = item.locator('img');
        await expect(img).toHaveAttribute('width', '80');
        expect(await img.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([80, 80]);
        await expect(item.locator('time')).toHaveText(/ago|yesterday|last|month|year|week/);
      }
      await popover.getByRole('link', { name: 'All news' }).click();
      await expect(page).toHaveURL(/\/publisher\/news$/);
      await expect(popover).toBeHidden();
    });

    it('manager avatar goes to the support page, tab contacts', async ({ page }) => {
      await signIn(page);
      if (label !== 'desktop') await openMenu(page);
      const avatar = page.getByRole('link', { name: 'Your manager: Alice' });
      await expect(avatar).toHaveText('A');
      await expect(avatar).toHaveAttribute('href', '/publisher/support?tab=contacts');
      await avatar.click();
      await expect(page).toHaveURL(/\/publisher\/support\?tab=contacts$/);
      await expect(page.getByRole('tab', { name: 'Contacts', selected: true })).toBeVisible();
      const card = page.getByRole('region', { name: 'Your personal manager' });
      await expect(card.getByText('Alice', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: 'alice.novak@acmeads.example' })).toHaveAttribute(
        'href',
        'mailto:alice.novak@acmeads.example',
      );
    });

    it('footer: version and the Powered by banner for ROLE_UCLIQ_BANNER', async ({ page }) => {
      await signIn(page);
      const footer = shell(page).locator('[data-slot="footer"]');
      await expect(footer).toContainText(`Version ${RELEASE}`);
      await expect(footer.getByRole('link', { name: 'Powered by UCLIQ' })).toHaveAttribute(
        'href',
        'https://ucliq.com/?source=1042',
      );
      await page.context().clearCookies();
      await signIn(page, NOSMART);
      await expect(footer).toContainText(`Version ${RELEASE}`);
      await expect(footer.getByRole('link', { name: 'Powered by UCLIQ' })).toHaveCount(0);
    });
  });
}

test('the balance shows 2 decimals, refreshes every 300 000 ms, and n/a with Retry on failure', async ({
  page,
}) => {
  await page.clock.install();
  const answer = { ok: true, balance: 100.5, calls: 0 };
  await page.route('**/publisher/api/ch/balance', (route) => {
    answer.calls += 1;
    return answer.ok
      ? route.fulfill({ json: { balance: answer.balance, currency: { name: 'USD', symbol: '$' } } })
      : route.fulfill({ status: 500, json: { 'hydra:description': 'Balance is unavailable' } });
  });
  await signIn(page);
  const amount = header(page).locator('[data-slot="balance-amount"]');
  await expect(amount).toHaveText('$100.50');
  const calls = answer.calls;
  answer.balance = 2345.678;
  await page.clock.runFor(290_000);
  await expect(amount).toHaveText('$100.50');
  await page.clock.runFor(10_000);
  await expect(amount).toHaveText('$2,345.68');
  expect(answer.calls).toBe(calls + 1);
  answer.ok = false;
  await page.clock.runFor(300_000);
  await expect(amount).toHaveText('n/a');
  // No error notification for the balance: the widget says it, and Retry asks again.
  await expect(page.getByText('Balance is unavailable')).toHaveCount(0);
  answer.ok = true;
  await header(page)
    .getByRole('button', { name: 'The balance could not be loaded. Retry' })
    .click();
  await expect(amount).toHaveText('$2,345.68');
  await expect(header(page).getByRole('button', { name: /could not be loaded/ })).toHaveCount(0);
});

test('unread counts and the competition that cannot be loaded show as none; the news popover says why', async ({
  page,
}) => {
  const fail = { status: 500, json: { 'hydra:description': 'Header data is unavailable' } };
  for (const path of ['notifications/unseen', 'announcements?*', 'competitions?*'])
    await page.route(`**/publisher/api/${path}`, (route) => route.fulfill(fail));
  await signIn(page);
  await expect(header(page).getByRole('link', { name: 'Notifications: 0 unread' })).toBeVisible();
  await header(page).getByRole('button', { name: 'News: 0 unread' }).click();
  const popover = page.getByRole('dialog', { name: 'News' });
  await expect(popover.getByText('Header data is unavailable')).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(popover.locator('[data-slot="news-list"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="competition-banner"]')).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Live competition' })).toHaveCount(0);
  // Nothing but the popover says it: no notification.
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(page.getByText('Header data is unavailable')).toHaveCount(0);
});

test('the competition banner keeps its place on a later visit: the frame does not move down', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.locator('[data-slot="competition-banner"]')).toContainText('is running');
  await page.route('**/publisher/api/competitions?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Where the header is in every frame from the first one that shows it.
  await page.addInitScript(() => {
    const places: number[] = [];
    Object.assign(window, { __headerPlaces: places });
    const frame = () => {
      const header = document.querySelector('[data-slot="header"]');
      if (header) places.push(Math.round(header.getBoundingClientRect().y));
      if (places.length < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.reload();
  await expect(page.locator('[data-slot="competition-banner"]')).toContainText('is running');
  const places = await page.evaluate(
    () => (window as unknown as { __headerPlaces: number[] }).__headerPlaces,
  );
  expect(new Set(places).size).toBe(1);
});

test('on a first visit the competition banner comes with the frame: the header shows in one place', async ({
  page,
}) => {
  // A slow phone's CPU: the frame's commits are far apart, as are its two answers.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Where the header is in every frame in which the frame is shown (nothing remembered yet).
  await page.addInitScript(() => {
    const places: number[] = [];
    Object.assign(window, { __headerPlaces: places });
    const frame = () => {
      const shown = document.querySelector('[data-slot="shell"][aria-busy="false"]');
      const header = shown?.querySelector('[data-slot="header"]');
      if (header) places.push(Math.round(header.getBoundingClientRect().y));
      if (places.length < 120) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await signIn(page, '/publisher/settings');
  await expect(page.locator('[data-slot="competition-banner"]')).toContainText('is running');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const places = await page.evaluate(
    () => (window as unknown as { __headerPlaces: number[] }).__headerPlaces,
  );
  expect(places.length).toBeGreaterThan(0);
  expect(new Set(places).size).toBe(1);
});
