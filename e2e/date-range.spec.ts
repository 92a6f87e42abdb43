// The dashboard's date range lives in the URL: a preset chosen in the picker survives a reload,
// in English and in Russian; the range is counted on the publisher's calendar (Europe/Prague).
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

/** "Last month" on the publisher's calendar, as 'YYYY-MM-DD' days. */
function lastMonthInPrague(now = new Date()): { from: string; to: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value); // 1-12, this month
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(first), to: day(last) };
}

const LANGUAGES = [
  { locale: 'en', trigger: /^Date range: /, dialog: 'Choose a date range', preset: 'Last month' },
  { locale: 'ru', trigger: /^Период: /, dialog: 'Выберите период', preset: 'Прошлый месяц' },
] as const;

for (const { locale, trigger, dialog, preset } of LANGUAGES) {
  test(`a preset chosen on the dashboard survives reload (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Two loads of the dashboard (its report over the event store) and two openings of the picker.
    test.slow();
    await signIn(page);
    if (locale !== 'en') {
      await context.addCookies([{ name: '_locale', value: locale, url: `${baseURL}/publisher` }]);
      await page.goto('/publisher/dashboard');
    }
    const picker = page.getByRole('button', { name: trigger });
    await picker.click();
    await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: preset }).click();

    const { from, to } = lastMonthInPrague();
    await expect(page).toHaveURL(new RegExp(`/publisher/dashboard\\?from=${from}&to=${to}$`));
    await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    const label = await picker.getAttribute('aria-label');
    const shown = await page.locator('[data-slot="dashboard-range"]').textContent();

    await page.reload();
    await expect(page.getByRole('button', { name: trigger })).toHaveAttribute('aria-label', label!);
    await expect(page.locator('[data-slot="dashboard-range"]')).toHaveText(shown!);
    // The picker opens on the chosen range: its preset is marked.
    await page.getByRole('button', { name: trigger }).click();
    await expect(
      page.getByRole('dialog', { name: dialog }).getByRole('button', { name: preset }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
}

test('the dashboard shows the last 30 days without a range in the URL', async ({ page }) => {
  await signIn(page);
  const picker = page.getByRole('button', { name: /^Date range: / });
  await picker.click();
  const panel = page.getByRole('dialog', { name: 'Choose a date range' });
  await expect(panel.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Letters typed into a day field do not appear; Escape closes and focus returns to the picker.
  const from = panel.getByLabel('From');
  await from.fill('');
  await from.pressSequentially('2026ab1105!');
  await expect(from).toHaveValue('2026-11-05');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(picker).toBeFocused();
});
