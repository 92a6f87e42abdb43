// Gate: faults. Every route of shared's paths, once with every 5th API call answering 500 and
// once with every API call slowed by 1500 ms, ends up showing its data or a readable error with
// Retry: never a blank widget, never a page error or an unhandled rejection. With the API down
// after sign-in the frame stays and says so. (A parcel bundle answering 500: resilience.spec.ts.)
import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO, restoreStoredSession } from './fixtures';
import { GATE_ROUTES, routeUrl, type GateRoute } from './gates/routes';
import { LOADING, onScreen } from './gates/settle';
import { watchPage } from './gates/watch';

const API = '**/publisher/api/**';
const SLOW_MS = 1500;
const hydraError = (status: number) => ({
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': `Gate fault: HTTP ${status}`,
});

/** Every 5th API call of the page (a counter, so a run is reproducible) answers 500. */
function failEveryFifth(page: Page) {
  let calls = 0;
  return page.route(API, (route: Route) => {
    calls += 1;
    if (calls % 5 !== 0) return route.fallback();
    return route.fulfill({ status: 500, json: hydraError(500) });
  });
}

function slowDown(page: Page) {
  return page.route(API, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.fallback().catch(() => {});
  });
}

const widget = (page: Page) => page.locator('[data-publisher-platform]');

/**
 * The route has settled: nothing in the widget still loads, the widget shows text, and every
 * error the content area shows offers Retry.
 */
async function expectSettled(page: Page) {
  const root = widget(page);
  await expect(root.locator(onScreen(`${LOADING}, [data-slot="route-pending"]`))).toHaveCount(0);
  await expect(root).not.toHaveText(/^\s*$/);
  const content = root.locator('[data-slot="content"]');
  if ((await content.count()) > 0) await expect(content).not.toHaveText(/^\s*$/);
  for (const error of await root
    .locator('[data-slot="route-error"], [data-slot="parcel-crashed"]')
    .all())
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
}

async function open(page: Page, route: GateRoute, url: string) {
  if (!route.public) await restoreStoredSession(page.context(), DEMO);
  await page.goto(url);
  await expectSettled(page);
}

for (const route of GATE_ROUTES) {
  test(`${route.name}: data or a readable error with every 5th API call failing and every call slow`, async ({
    page,
  }) => {
    if (!route.public) await restoreStoredSession(page.context(), DEMO);
    const url = await routeUrl(route, page.request);
    const watch = await watchPage(page);

    await test.step('every 5th call answers 500', async () => {
      await failEveryFifth(page);
      await open(page, route, url);
      expect(await watch.problems({ violations: false })).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    await test.step(`every call slowed by ${SLOW_MS} ms`, async () => {
      await slowDown(page);
      await open(page, route, url);
      expect(await watch.problems({ violations: false })).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
}

for (const variant of ['aborted', '503'] as const)
  test(`with the API down after sign-in (${variant}) the frame stays and every page says so`, async ({
    page,
  }) => {
    // Every failed call is retried with backoff before a page gives up: three pages need room.
    test.setTimeout(150_000);
    const watch = await watchPage(page);
    await restoreStoredSession(page.context(), DEMO);
    await page.goto('/publisher/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.route(API, (route) =>
      variant === 'aborted'
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 503, json: hydraError(503) }),
    );
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const saysSo = async (heading: string) => {
      const patience = { timeout: 40_000 };
      await expect(nav).toBeVisible();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(patience);
      await expect(widget(page).getByRole('button', { name: 'Retry' }).first()).toBeVisible(
        patience,
      );
      await expectSettled(page);
    };
    // A page whose data is not cached yet, opened inside the running portal.
    await nav.getByRole('link', { name: 'Offer' }).click();
    await saysSo('Offer');
    // Full loads with the API down: nothing cached, the frame still comes up and says so.
    await page.goto('/publisher/dashboard');
    await saysSo('Dashboard');
    await page.goto('/publisher/settings');
    await saysSo('Settings');
    expect(await watch.problems({ violations: false })).toEqual([]);
  });
