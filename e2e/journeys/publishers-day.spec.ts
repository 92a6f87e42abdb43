// A publisher's day: sign in, build a tracking link with a sub1 of their own, open it (a real
// click on the demo network), find that click in a report grouped by sub1, and export the report.
// The figures are the database's: the click the network stored for that sub1.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { latestClicks, offersWithStatus } from '../offers-fixtures';
import { expectSettled, fillSignIn, menu, widget } from './journey-fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

test('sign in, build a link, open it, see its click grouped by sub1, export it', async ({
  page,
  context,
}) => {
  await page.goto('/publisher/login');
  await fillSignIn(page);
  await expectSettled(page, 'Dashboard');
  const [live] = await offersWithStatus(page, 1);
  if (!live) throw new Error('the seed has no live offer');

  await menu(page).getByRole('link', { name: 'Offer' }).click();
  await expectSettled(page, 'Offer');
  await page.getByRole('searchbox', { name: 'Search offers' }).fill(`#${live.relativeId}`);
  await page.keyboard.press('Enter');
  await page
    .locator(`[data-offer="${live.relativeId}"]:visible`)
    .getByRole('link', { name: live.title })
    .click();
  await expectSettled(page, live.title);

  const sub1 = `day${Date.now().toString(36)}`;
  await page.getByLabel('sub1', { exact: true }).fill(sub1);
  const link = page.getByRole('textbox', { name: 'Tracking link' });
  await expect(link).toHaveValue(new RegExp(`sub1=${sub1}`));
  const url = await link.inputValue();

  // A visitor follows the link, in a tab of their own.
  const visitor = await context.newPage();
  const landing = await visitor.goto(url);
  expect(landing?.ok()).toBe(true);
  await visitor.close();
  const stored = (await latestClicks(page)).filter((click) => click.sub1 === sub1);
  expect(stored).toHaveLength(1);

  await menu(page).getByRole('link', { name: 'Report' }).click();
  await expectSettled(page, 'Reports');
  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Sub1', exact: true }).click();
  await page.getByRole('button', { name: /^Date range:/ }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/grouping=sub1/);
  // Today's sub1 values are many: the publisher narrows the report to theirs.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByLabel('sub1', { exact: true }).fill(sub1);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const row = widget(page).getByRole('row').filter({ hasText: sub1 });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(stored.length));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const columns = header.split(',');
  const line = lines.find((l) => l.includes(sub1))?.split(',');
  expect(line, csv.slice(0, 300)).toBeDefined();
  expect(line?.[columns.findIndex((name) => /clicks/i.test(name))]).toBe(String(stored.length));
});
