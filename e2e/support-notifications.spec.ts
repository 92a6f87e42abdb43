import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures';
import { HELPDESK, header, unreadInDb } from './support-fixtures';

// Journeys of several pages: slow on a busy machine.
test.slow();

test('bell → notifications: mark one read (bell −1), then all (bell count hidden)', async ({
  page,
}) => {
  await signInThroughForm(page, HELPDESK);
  const unread = await unreadInDb(page);
  expect(unread).toBeGreaterThan(1);
  const bell = header(page).getByRole('link', { name: /^Notifications: \d+ unread$/ });
  const count = header(page).locator('[data-slot="notification-count"]');
  await expect(bell).toHaveAccessibleName(`Notifications: ${unread} unread`);
  await expect(count).toHaveText(String(unread));
  await bell.click();
  await expect(page).toHaveURL(/\/publisher\/support\?tab=notifications$/);
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Unread first: the first rows are the unread ones, each with its own button.
  const table = page.getByRole('table', { name: 'Notifications' });
  await expect(table.getByRole('button', { name: /^Mark as read: / })).toHaveCount(unread);
  const first = table.locator('[data-notification]').first();
  const title = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('button', { name: `Mark as read: ${title}` }).click();
  await expect(bell).toHaveAccessibleName(`Notifications: ${unread - 1} unread`);
  await expect(count).toHaveText(String(unread - 1));
  expect(await unreadInDb(page)).toBe(unread - 1);
  await expect(table.getByRole('button', { name: /^Mark as read: / })).toHaveCount(unread - 1);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications: 0 unread');
  await expect(count).toBeHidden();
  expect(await unreadInDb(page)).toBe(0);
  await expect(table.getByRole('button', { name: /^Mark as read: / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // The list pages by 10 with the page in the URL, and the page survives a reload.
  const total = (await page.request
    .get('/publisher/api/notifications?itemsPerPage=1')
    .then((r) => r.json())) as { 'hydra:totalItems': number };
  await expect(page.locator('[data-slot="pagination-range"]')).toHaveText(
    `1-10 of ${total['hydra:totalItems']}`,
  );
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await page.reload();
  await expect(page.locator('[data-slot="pagination-range"]')).toHaveText(
    `11-${total['hydra:totalItems']} of ${total['hydra:totalItems']}`,
  );
});
