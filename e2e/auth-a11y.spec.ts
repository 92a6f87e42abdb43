// Keyboard use of the registration form (axe over the auth pages: gates-routes and
// gates-overlays).
import { expect, test } from '@playwright/test';

test('the registration form works from the keyboard', async ({ page }) => {
  await page.goto('/publisher/register');
  await page.getByRole('textbox', { name: 'Email', exact: true }).focus();
  await page.keyboard.type('kb@example.org');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  // The messenger select opens and picks with the keyboard.
  const messenger = page.getByRole('combobox', { name: 'Messenger' });
  await messenger.focus();
  await page.keyboard.press('Enter');
  // As a person does: the list first shows (its code loads when the focus reaches the select).
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(messenger).not.toHaveText('Select a messenger');
  // The upload button opens the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Company logo Choose file' }).focus();
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(false);
  // Enter in a field submits (validation runs, what was typed stays).
  await page.getByRole('textbox', { name: 'Email', exact: true }).press('Enter');
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'kb@example.org',
  );
});
