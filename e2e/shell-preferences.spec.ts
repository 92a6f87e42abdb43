import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { HOST_CONFIG } from '../host-demo/views/host-config.mjs';
import { signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';
import { NOSMART, openMenu, shell } from './shell-fixtures';

const messages = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../src/parcels/shell/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** English texts of the shell that differ in Russian (placeholders left out). */
const EN = messages('en');
const RU = messages('ru');
const ENGLISH_ONLY = Object.keys(EN)
  .filter((id) => !EN[id]?.includes('{') && EN[id] !== RU[id])
  .map((id) => EN[id] as string);
/** The host page's own menu titles are the network's data, shown as configured in every language. */
const HOST_TITLES = HOST_CONFIG.additionalPages.map((page) => page.menuTitle);
const withoutHostTitles = (text: string) =>
  HOST_TITLES.reduce((rest, title) => rest.replaceAll(title, ''), text);

async function switchLanguage(page: Page, from: string, to: string) {
  if ((page.viewportSize()?.width ?? 0) < 768)
    await openMenu(page, from === 'English' ? 'Main menu' : 'Главное меню');
  await page.getByRole('button', { name: new RegExp(`: ${from}$`) }).click();
  const list = page.locator('[data-slot="language-list"]');
  await list.getByRole('button', { name: to }).click();
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`preferences at ${label}`, () => {
    const it = viewportTest('preferences', label, viewport);

    it('switching the language changes every visible text and survives a reload', async ({
      page,
    }) => {
      const languageCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/publisher/api/languages')) languageCalls.push(request.url());
      });
      await signIn(page, NOSMART);
      await switchLanguage(page, 'English', 'Русский');
      await expect(page.getByText('Язык обновлён')).toBeVisible();
      const root = page.locator('[data-publisher-platform]');
      await expect(root).toHaveAttribute('lang', 'ru');
      const check = async () => {
        let text = await shell(page).innerText();
        if (label !== 'desktop') {
          // The phone menu is a modal drawer in the widget's portal layer: read it, then close it
          // (while it is open the page behind is hidden from assistive technology).
          const menu = await openMenu(page, 'Главное меню');
          text += await page.getByRole('dialog', { name: 'Главное меню' }).innerText();
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
        }
        const ours = withoutHostTitles(text);
        expect(ENGLISH_ONLY.filter((english) => ours.includes(english))).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dashboard');
      };
      await check();
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === '_locale')?.value).toBe('ru');
      await page.reload();
      await expect(root).toHaveAttribute('lang', 'ru');
      await expect(
        page
          .getByRole('navigation', { name: 'Главное меню' })
          .or(page.getByRole('button', { name: 'Открыть меню' })),
      ).toBeVisible();
      await check();
      // The list is loaded once, when first opened.
      await switchLanguage(page, 'Русский', 'English');
      await expect(page.getByText('Language updated')).toBeVisible();
      expect(languageCalls.length).toBeLessThanOrEqual(2);
    });

    it('colour scheme: light, dark, and system following the OS live', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await signIn(page);
      if (label !== 'desktop') await openMenu(page);
      const root = page.locator('[data-publisher-platform]');
      const scheme = page.locator('[data-slot="account-actions"] [data-slot="theme-switch"]');
      await scheme.getByTitle('Dark').click();
      await expect(root).toHaveAttribute('data-theme', 'dark');
      await scheme.getByTitle('Light').click();
      await expect(root).toHaveAttribute('data-theme', 'light');
      await scheme.getByTitle('System').click();
      await expect(root).toHaveAttribute('data-theme-mode', 'system');
      await expect(root).toHaveAttribute('data-theme', 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(root).toHaveAttribute('data-theme', 'dark');
      const background = await shell(page)
        .locator('[data-slot="header"]')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(root).toHaveAttribute('data-theme', 'light');
      expect(
        await shell(page)
          .locator('[data-slot="header"]')
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      ).not.toBe(background);
      await page.reload();
      await expect(root).toHaveAttribute('data-theme-mode', 'system');
    });
  });
}

test('closing the language list while it loads cancels the request', async ({ page }) => {
  await signIn(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/publisher/api/languages', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/languages'));
  const trigger = page.getByRole('button', { name: 'Language: English' });
  await trigger.click();
  await expect(page.getByRole('dialog', { name: 'Language' }).locator('[aria-busy]')).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await aborted).failure()?.errorText).toMatch(/abort/i);
  release();
  await trigger.click();
  await expect(page.locator('[data-slot="language-list"]').getByRole('button')).toHaveCount(4);
});

test('the language switcher is named by the code it shows (label in name)', async ({ page }) => {
  await signIn(page);
  const trigger = page.locator('[data-slot="language-switcher"]');
  await expect(trigger).toHaveText(/EN/);
  await expect(trigger).toHaveAccessibleName('EN Language: English');
});
