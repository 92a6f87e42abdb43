import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['375 px', { width: 375, height: 800 }],
] as const) {
  test.describe(`domains at ${label}`, () => {
    test.use({ viewport });

    test('list with certificate status and the CNAME hint', async ({ page }) => {
      await signIn(page);
      await page.goto('/publisher/domains');
      const row = page.locator('[data-domain="track.demo-publisher.com"]:visible');
      await expect(row).toContainText('Certificate issued');
      await expect(
        page.locator('[data-domain="go.deals.demo-publisher.com"]:visible'),
      ).toContainText('Certificate pending');
      const hint = page.getByRole('button', { name: 'How to connect your domain' });
      await expect(hint).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(/create a CNAME record/)).toBeVisible();
      await hint.click();
      await expect(page.getByText(/create a CNAME record/)).toBeHidden();
    });

    test('add, edit and delete, with each rule and the server text', async ({ page }) => {
      const name = `t${Date.now()}-${label === 'desktop' ? 'd' : 'm'}.example.org`;
      await signIn(page);
      await page.goto('/publisher/domains');
      await page.getByRole('button', { name: 'Add domain' }).click();
      const form = dialog(page);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(
        form.getByText('Please, input correct domain name, e.g. track.example.com'),
      ).toBeVisible();
      await expect(form.getByText('Subdomain is required')).toBeVisible();
      await form.getByLabel('Domain name').fill('example.com');
      await expect(form.getByLabel('Subdomain')).toHaveValue('example');
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(
        form.getByText('Please, input correct domain name, e.g. track.example.com'),
      ).toBeVisible();
      await form.getByLabel('Domain name').fill('track.demo-publisher.com');
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(form.getByText('This domain is already added.')).toBeVisible();
      await form.getByLabel('Domain name').fill(name);
      await form.getByLabel('Subdomain').fill('');
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(form.getByText('Subdomain is required')).toBeVisible();
      await expect(form.getByLabel('Domain name')).toHaveValue(name);
      await form.getByLabel('Subdomain').fill('t1');
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByText('Domain added')).toBeVisible();
      await expect(form).toBeHidden();
      const row = page.locator(`[data-domain="${name}"]:visible`);
      await expect(row).toContainText('Certificate pending');

      await row.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(form.getByLabel('Domain name')).toHaveValue(name);
      await form.getByLabel('Subdomain').fill('edge');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Domain updated')).toBeVisible();
      await expect(row).toContainText('edge');

      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await expect(dialog(page)).toContainText(`Delete ${name}?`);
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Domain deleted')).toBeVisible();
      await expect(page.locator(`[data-domain="${name}"]`)).toHaveCount(0);
    });
  });
}
