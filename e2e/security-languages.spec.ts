// The Security tab's views beyond the first (setting up two-factor sign-in, a new key with its
// errors, ending a session) in Russian, Ukrainian and Chinese: no English left on them.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, restoreStoredSession } from './fixtures';
import { englishOnly } from './gates/catalogue';
import { pageTexts } from './gates/page-texts';
import { SECURITY_TAB } from './security-fixtures';

async function englishLeft(page: Page, locale: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const matchers = englishOnly(locale);
  return [...new Set(await pageTexts(page))].flatMap((text) => {
    const found = matchers.find((matcher) => matcher.test.test(text));
    return found ? [`"${text}" (${found.id})`] : [];
  });
}

// The names of the controls opened, in each language's catalogue.
const NAMES = {
  ru: { turnOn: 'Включить', createKey: 'Создать ключ', create: 'Создать' },
  uk: { turnOn: 'Увімкнути', createKey: 'Створити ключ', create: 'Створити' },
  zh: { turnOn: '开启', createKey: '创建密钥', create: '创建' },
} as const;

for (const [locale, names] of Object.entries(NAMES)) {
  test(`security views in ${locale}: no English left`, async ({ page, context, baseURL }) => {
    // The stored demo session: opening the set-up and a key's form changes nothing of it.
    expect(await restoreStoredSession(context, DEMO)).toBe(true);
    await context.addCookies([{ name: '_locale', value: locale, url: `${baseURL}/publisher` }]);
    await page.goto(SECURITY_TAB);
    const widget = page.locator('[data-publisher-platform]');
    await widget.getByRole('button', { name: names.turnOn, exact: true }).click();
    await expect(widget.getByRole('img')).toBeVisible();
    expect(await englishLeft(page, locale), 'two-factor set-up').toEqual([]);

    await widget.getByRole('button', { name: names.createKey, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: names.create, exact: true }).click();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);
    expect(await englishLeft(page, locale), 'a new key, with errors').toEqual([]);
  });
}
