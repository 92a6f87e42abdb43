// Back and Forward show what was on screen at that step: across three parcels (each kept mounted
// by the frame), and across the search states of one page (report tabs).
import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures';
import { expectSettled, menu, pageOf, widget } from './journey-fixtures';

test.slow();

test('Back and Forward across offers, reports and balance show each page', async ({ page }) => {
  await signIn(page);
  await menu(page).getByRole('link', { name: 'Offer' }).click();
  await expectSettled(page, 'Offer');
  await menu(page).getByRole('link', { name: 'Report' }).click();
  await expectSettled(page, 'Reports');
  await menu(page).getByRole('link', { name: 'Balance' }).click();
  await expectSettled(page, 'Balance');

  const steps: [string, string][] = [
    ['/publisher/reports', 'Reports'],
    ['/publisher/offers', 'Offer'],
    ['/publisher/dashboard', 'Dashboard'],
  ];
  for (const [path, title] of steps) {
    await page.goBack();
    await expect.poll(() => pageOf(page)).toBe(path);
    await expectSettled(page, title);
    // The page shown is the only one the frame shows.
    await expect(widget(page).getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  for (const [path, title] of [...steps]
    .reverse()
    .slice(1)
    .concat([['/publisher/balance', 'Balance']])) {
    await page.goForward();
    await expect.poll(() => pageOf(page)).toBe(path);
    await expectSettled(page, title);
  }
  await expect(widget(page).getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('Back and Forward across report tabs show each tab with its table', async ({ page }) => {
  await signIn(page, '/publisher/reports');
  await expectSettled(page, 'Reports');
  const tabs = widget(page).getByRole('tablist', { name: 'Report type' });
  const selected = tabs.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Summary');
  await tabs.getByRole('tab', { name: 'Revenue' }).click();
  await expect(selected).toHaveText('Revenue');
  await tabs.getByRole('tab', { name: 'Goal performance' }).click();
  await expect(selected).toHaveText('Goal performance');
  await expect(page).toHaveURL(/tab=goalPerformance/);

  await page.goBack();
  await expect(selected).toHaveText('Revenue');
  await expect(page).toHaveURL(/tab=revenue/);
  await expectSettled(page, 'Reports');
  await page.goBack();
  await expect(selected).toHaveText('Summary');
  await expect(page).not.toHaveURL(/tab=/);
  await page.goForward();
  await expect(selected).toHaveText('Revenue');
  await expectSettled(page, 'Reports');
  await expect(widget(page).getByRole('table').first()).toBeVisible();
});
