// The dashboard's date range lives in the URL: a preset chosen in the picker survives a reload,
// in English and in Russian; the range is counted on the publisher's calendar (Europe/Prague).
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { axeViolations } from './gates/axe';

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
    const before = await picker.getAttribute('aria-label');
    await picker.click();
    await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: preset }).click();

    const { from, to } = lastMonthInPrague();
    await expect(page).toHaveURL(new RegExp(`/publisher/dashboard\\?from=${from}&to=${to}$`));
    await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    // The URL changes first; the page shows the new range once its report has answered.
    await expect(picker).not.toHaveAttribute('aria-label', before!);
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

/** The day `days` before today on the publisher's calendar. */
const pragueDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(
    Date.now() - days * 86_400_000,
  );

test('a range over 400 days is refused in words before it is applied; 400 apply', async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/publisher/reports');
  await page.getByRole('button', { name: /^Date range: / }).click();
  const panel = page.getByRole('dialog', { name: 'Choose a date range' });
  const from = panel.getByRole('textbox', { name: 'From' });
  const to = panel.getByRole('textbox', { name: 'To' });
  await to.fill(pragueDay());
  await from.fill(pragueDay(400));
  await expect(panel.getByRole('alert')).toHaveText(
    'A range is at most 400 days long. Choose a shorter one.',
  );
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(await axeViolations(page), 'picker refusing a range').toEqual([]);
  await from.press('Enter');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/publisher\/reports$/);

  await from.fill(pragueDay(399));
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${pragueDay(399)}&to=${pragueDay()}`));
  await expect(page.locator('[data-slot="report-total"]')).toBeVisible({ timeout: 60_000 });
});

test('a link with a range over 400 days says so in the page language, without Retry', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page);
  await context.addCookies([{ name: '_locale', value: 'ru', url: `${baseURL}/publisher` }]);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/ch\/(conversions|dashboard)/.test(r.url())) requests.push(r.url());
  });
  await page.goto(`/publisher/conversions?from=${pragueDay(500)}&to=${pragueDay()}`);
  await expect(page.getByText('Период — не более 400 дней. Выберите период короче.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
  await page.goto(`/publisher/dashboard?from=${pragueDay(401)}&to=${pragueDay()}`);
  await expect(page.getByText('Период — не более 400 дней. Выберите период короче.')).toBeVisible();
  expect(requests).toEqual([]);
});
