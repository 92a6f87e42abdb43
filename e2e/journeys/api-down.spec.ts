// The network's API down on every route of the portal (every call the bundle makes answers 503):
// each page still shows its title and says in words what failed, with Retry, or (login, reset
// request) the form it needs no call for; nothing keeps loading for good, nothing throws.
// Signed-in pages open with a session whose API then fails.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, restoreStoredSession } from '../fixtures';
import { GATE_ROUTES, routeUrl } from '../gates/routes';
import { watchPage } from '../gates/watch';
import { expectSettled, widget } from './journey-fixtures';

const DOWN = 'The network is down for maintenance';
// Pages that need no call to show their form: they have no failure to tell before a submit. (The
// new-password page checks its link when it opens, and shows the form when it cannot ask.)
const NO_CALL = new Set(['login', 'resetPassword', 'resetPasswordConfirm']);

/** Every call of the page's scripts (not its documents and files) answers 503. */
const apiDown = (page: Page) =>
  page.route('**/*', (route) =>
    ['fetch', 'xhr'].includes(route.request().resourceType())
      ? route.fulfill({ status: 503, json: { 'hydra:description': DOWN } })
      : route.fallback(),
  );

/** Something on the page says, in words, what could not be loaded, and offers Retry. */
async function expectFailureInWords(page: Page) {
  const failure = widget(page)
    .locator('[role="alert"], [role="status"]')
    .filter({ has: page.getByRole('button', { name: 'Retry', exact: true }) })
    .first();
  await expect(failure).toBeVisible({ timeout: 30_000 });
  const words = (await failure.innerText()).replace(/\bRetry\b/, '').trim();
  expect(words.length, `"${words}"`).toBeGreaterThan(10);
}

for (const route of GATE_ROUTES)
  test(`${route.name}: with the API down the page says so, with Retry`, async ({ page }) => {
    if (!route.public) await restoreStoredSession(page.context(), DEMO);
    const url = await routeUrl(route, page.request);
    const watch = await watchPage(page);
    await apiDown(page);
    await page.goto(url);
    if (NO_CALL.has(route.name))
      await expect(widget(page).getByRole('heading', { level: 1 })).toBeVisible();
    else await expectFailureInWords(page);
    await expectSettled(page);
    expect(await watch.problems({ violations: false })).toEqual([]);
  });
