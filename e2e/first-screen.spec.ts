// The first screen: the loader asks for every code and style file of the route at once (nothing
// is found one import after another), the page does not jump while data arrives, and every
// touch target is at least 24 × 24 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { openedLaterFiles } from './journeys/lazy-files';

const BUNDLE = '/assets/publisher-platform/';
// The chunks of the kit's parts that render closed (and the files only they import), by name.
const OPENED_LATER = openedLaterFiles();
const PAGES = [
  { path: '/publisher/login', heading: 'Sign in', signedIn: false },
  { path: '/publisher/settings', heading: 'Settings', signedIn: true },
  { path: '/publisher/domains', heading: 'Domains', signedIn: true },
];

/** Records the layout shifts of the page (not caused by input), from its first moment. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const target of PAGES) {
      test(`${target.path}: every file preloaded, no layout shift, targets ≥ 24 px`, async ({
        page,
      }) => {
        // A cold load, waiting for the network to go idle, then a whole-page axe run.
        test.slow();
        if (target.signedIn) await signIn(page);
        await recordShifts(page);
        const requested: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith(BUNDLE) && /\.(js|css)$/.test(url.pathname))
            requested.push(url.pathname.slice(BUNDLE.length));
        });
        await page.goto(target.path);
        await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');

        const preloaded = await page
          .locator('link[rel="preload"][data-publisher-platform-preload]')
          .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
        // loader.js starts its Intl warm-up worker itself, together with the preloads.
        const late = requested.filter(
          (file) =>
            file !== 'loader.js' && file !== 'intl-warm.js' && !preloaded.includes(BUNDLE + file),
        );
        // Only parts that open later (dialogs, menus, the select list) may come on demand.
        expect(late.filter((file) => !OPENED_LATER.has(file))).toEqual([]);

        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: number }).__shifts,
        );
        expect(shifts).toBeLessThanOrEqual(0.02);

        const axe = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
        expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      });
    }
  });
}

test('a cold signed-in page asks for what its frame waits for early, once each', async ({
  page,
}) => {
  await signIn(page);
  // Off the portal first: the dashboard's own late requests must not count as this page's.
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/publisher/api/')) asked.push(url.pathname.slice(15) + url.search);
  });
  await page.goto('/publisher/settings');
  await expect(page.getByRole('region', { name: 'Personal information' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Asked for by root-config while the frame's files still arrive: before the frame, once
  // mounted, asks for anything, and not again.
  expect(asked.slice(0, 2).sort()).toEqual(['competitions?status=live', 'publishers/current']);
  for (const answer of ['publishers/current', 'competitions?status=live'])
    expect(asked.filter((path) => path === answer)).toHaveLength(1);
});
