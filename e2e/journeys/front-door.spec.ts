// The front door: the portal's own address, with and without its trailing slash, signed in or
// not, ends on the dashboard drawn with its figures, for a full account and one in demo mode.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, NEWBIE, restoreStoredSession } from '../fixtures';
import { expectSettled, fillSignIn, widget } from './journey-fixtures';

const dashboardShown = async (page: Page) => {
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expectSettled(page, 'Dashboard');
  await expect(widget(page).locator('[data-kpi="clicks"] [data-slot="kpi-value"]')).toHaveText(
    /^\d[\d,]*$/,
  );
};

for (const user of [DEMO, NEWBIE]) {
  test(`signed in as ${user.username}, /publisher and /publisher/ open the dashboard`, async ({
    page,
  }) => {
    await restoreStoredSession(page.context(), user);
    for (const door of ['/publisher/', '/publisher']) {
      await page.goto(door);
      await dashboardShown(page);
    }
    // The sidebar's Dashboard, clicked while on it, keeps it.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await dashboardShown(page);
  });

  test(`signed out, /publisher/ asks ${user.username} to sign in, then opens the dashboard`, async ({
    page,
  }) => {
    await page.goto('/publisher/');
    await expect(page).toHaveURL(/\/publisher\/login$/);
    await fillSignIn(page, user);
    await dashboardShown(page);
    // Back does not return to the login form.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  });
}
