import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { NEWBIE, signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`domains toolbar at ${label}`, () => {
    const it = viewportTest('domains toolbar', label, viewport);

    it('Export downloads the CSV under the name the server gives', async ({ page }) => {
      await signIn(page, '/publisher/domains');
      const exportButton = page.getByRole('button', { name: 'Export' });
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(/^domains-\d{4}-\d{2}-\d{2}\.csv$/);
      const file = await readFile((await download.path()) ?? '', 'utf8');
      expect(file).toMatch(/^id,name,subdomain,certStatus\r\n/);
      expect(file).toContain('track.demo-publisher.com');
      await expect(exportButton).toBeEnabled();
    });

    it('filters come from the URL, with their count on the button', async ({ page }) => {
      await signIn(page, '/publisher/domains?name=track');
      await expect(page.locator('[data-domain="track.demo-publisher.com"]:visible')).toBeVisible();
      await expect(page.locator('[data-domain="go.deals.demo-publisher.com"]:visible')).toHaveCount(
        0,
      );
      const filters = page.getByRole('button', { name: 'Filters (1)' });
      await filters.click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer.getByLabel('Domain name contains')).toHaveValue('track');
      await expect(drawer.getByRole('button', { name: 'Apply' })).toBeVisible();
      // Reset is a desktop button; the drawer takes the whole width of a phone.
      if (viewport.width < 768) {
        await expect(drawer.getByRole('button', { name: 'Reset' })).toBeHidden();
        expect((await drawer.boundingBox())?.width).toBe(viewport.width);
      } else await expect(drawer.getByRole('button', { name: 'Reset' })).toBeVisible();
    });
  });
}

test('an empty export warns "No data to export"', async ({ page }) => {
  await signIn(page, NEWBIE, '/publisher/domains');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('No data to export')).toBeVisible();
});
