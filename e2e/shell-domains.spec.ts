import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';

const dialog = (page: Page) => page.getByRole('dialog');
const SEEDED = ['go.deals.demo-publisher.com', 'track.demo-publisher.com'];

/** The seeded domains in the order the list shows them (other tests may add their own). */
async function seededOrder(page: Page): Promise<string[]> {
  await expect(page.locator(`[data-domain="${SEEDED[0]}"]:visible`)).toBeVisible();
  const names = await page
    .locator('[data-domain]:visible')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-domain') ?? ''));
  return names.filter((name) => SEEDED.includes(name));
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`domains at ${label}`, () => {
    const it = viewportTest('domains', label, viewport);

    it('list with certificate status and the CNAME hint', async ({ page }) => {
      await signIn(page, '/publisher/domains');
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

    it('the CNAME target copies to the clipboard', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, '/publisher/domains');
      await expect(page.getByRole('textbox', { name: 'CNAME target' })).toHaveValue('127.0.0.1');
      await page.getByRole('button', { name: 'Copy CNAME target' }).click();
      await expect(page.getByText('Copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('127.0.0.1');
    });

    it('add, edit and delete, with each rule and the server text', async ({ page }) => {
      const name = `t${Date.now()}-${label === 'desktop' ? 'd' : 'm'}.example.org`;
      await signIn(page, '/publisher/domains');
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

test.describe('domain list view in the URL', () => {
  test('a sort chosen by its header survives reload and a copied link', async ({
    page,
    browser,
  }) => {
    await signIn(page, '/publisher/domains');
    const table = page.getByRole('table', { name: 'Domains' });
    const header = table.getByRole('columnheader', { name: 'Domain name' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(await seededOrder(page)).toEqual(SEEDED);
    await header.getByRole('button').press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sort=name&order=desc|[?&]order=desc&sort=name/);
    expect(await seededOrder(page)).toEqual([...SEEDED].reverse());

    await page.reload();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await seededOrder(page)).toEqual([...SEEDED].reverse());

    const link = page.url();
    const other = await browser.newContext({ baseURL: new URL(link).origin });
    const copy = await other.newPage();
    await signIn(copy, link);
    const copied = copy.getByRole('columnheader', { name: 'Domain name' });
    await expect(copied).toHaveAttribute('aria-sort', 'descending');
    expect(await seededOrder(copy)).toEqual([...SEEDED].reverse());
    await other.close();
  });

  test('at 375 px the cards sort from the sort select, kept in the URL', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, '/publisher/domains');
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Domain name' }).click();
    await expect(page).toHaveURL(/sort=name/);
    expect(await seededOrder(page)).toEqual(SEEDED);
    await page.getByRole('button', { name: 'Sort order: ascending' }).click();
    await expect(page).toHaveURL(/order=desc/);
    await page.reload();
    expect(await seededOrder(page)).toEqual([...SEEDED].reverse());
    await expect(page.getByRole('button', { name: 'Sort order: descending' })).toBeVisible();
  });

  test('an invalid page, size or sort in the URL shows the default view', async ({ page }) => {
    await signIn(page, '/publisher/domains?page=abc&pageSize=7&sort=&order=sideways');
    const header = page.getByRole('table', { name: 'Domains' }).getByRole('columnheader', {
      name: 'Domain name',
    });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // The server's order: oldest first.
    expect(await seededOrder(page)).toEqual([...SEEDED].reverse());
  });
});
