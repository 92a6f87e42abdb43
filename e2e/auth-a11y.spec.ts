// Accessibility of the auth screens beyond login (quality.spec.ts covers it): axe in both colour
// schemes, with the validation errors shown, and keyboard use of the registration form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-publisher-platform]').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the register page has no axe violations in the ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/publisher/register');
    await expect(page.locator('[data-publisher-platform]')).toHaveAttribute('data-theme', scheme);
    const submit = page.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Messenger' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await submit.click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the password reset pages have no axe violations in the ${scheme} scheme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/publisher/reset_password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Field is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/publisher/reset_password/confirm/some-token');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

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
