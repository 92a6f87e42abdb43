import { expect as baseExpect, test } from '@playwright/test';
import { NEWBIE, signIn } from './fixtures';

// Report queries over a million events and a full portal boot per page load take their time
// on a busy machine: these specs wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

test('a phone shows the report as cards with its totals', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, '/publisher/reports?grouping=country');
  await expect(page.locator('[data-slot="report-total"]')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('a competition not started counts down each second; an ended one says so', async ({
  page,
}) => {
  // The new account's competition starts on the first of the month after the demo network's
  // start (seeded from the server's clock): at this earlier browser time it has not started.
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await signIn(page, NEWBIE, '/publisher/reports?tab=competitions');
  const countdown = page.locator('[data-slot="countdown"]');
  await expect(page.locator('[data-competition]')).toHaveAttribute('data-competition', 'upcoming');
  await expect(countdown).toHaveText(/^Starts in /);
  const before = await countdown.textContent();
  await page.clock.runFor(1000);
  await expect(countdown).not.toHaveText(before ?? '');
  await page.clock.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  await page.clock.runFor(1000);
  await expect(page.getByText('Competition ended')).toBeVisible();
});

test('Russian labels on the reports page, then back to English', async ({ page }) => {
  await signIn(page, NEWBIE, '/publisher/reports?grouping=country');
  const switchLanguage = async (from: string, to: string) => {
    await page.getByRole('button', { name: new RegExp(`: ${from}$`) }).click();
    await page.locator('[data-slot="language-list"]').getByRole('button', { name: to }).click();
  };
  await switchLanguage('English', 'Русский');
  await expect(page.getByText('Группировать по')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Сводка' })).toBeVisible();
  await switchLanguage('Русский', 'English');
  await expect(page.getByText('Group by')).toBeVisible();
});
