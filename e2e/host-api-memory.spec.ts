// 50 times unmounted and mounted again through the host page's API (on the blank host page): the heap, DOM nodes and
// event listeners do not grow, and the portal still works after the last mount.
import { expect, test } from '@playwright/test';
import { blankHost } from './blank-host';
import { signIn } from './fixtures';
import { countersAfterGc, HEAP_GROWTH_LIMIT, MEMORY_LAUNCH_OPTIONS } from './gates/memory';
import { heading } from './journeys/journey-fixtures';

test.use({ launchOptions: MEMORY_LAUNCH_OPTIONS });

const CYCLES = 50;

test(`${CYCLES} unmount/mount cycles: heap, DOM nodes and listeners do not grow`, async ({
  page,
}) => {
  test.setTimeout(6 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await blankHost(page);
  await signIn(page, '/publisher/settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  await page.waitForFunction(() => window.PublisherPlatform !== undefined);
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const cycle = async () => {
    await page.evaluate(() => window.PublisherPlatform?.unmount());
    await expect(page.locator('[data-publisher-platform] > *')).toHaveCount(0);
    await page.evaluate(() => window.PublisherPlatform?.mount());
    await expect(heading(page, 'Settings')).toBeVisible();
  };
  const cycles = async (count: number) => {
    for (let i = 0; i < count; i += 1) await cycle();
    await page.waitForLoadState('networkidle');
    return countersAfterGc(page, cdp);
  };
  // Readings after a few cycles (every file then in memory for good) and after each half.
  const readings = [await cycles(5), await cycles(CYCLES / 2), await cycles(CYCLES / 2)];
  const [first, middle, last] = readings as [
    (typeof readings)[0],
    (typeof readings)[0],
    (typeof readings)[0],
  ];
  const shown = (pick: (c: (typeof readings)[0]) => number) => readings.map(pick).join(' → ');
  console.log(
    `mount gate: heap ${shown((c) => Math.round(c.heap / 1024))} KB, nodes ${shown((c) => c.nodes)}, ` +
      `listeners ${shown((c) => c.listeners)}`,
  );
  expect(last.heap - first.heap).toBeLessThanOrEqual(HEAP_GROWTH_LIMIT);
  const growth = (key: 'nodes' | 'listeners') =>
    Math.min(middle[key] - first[key], last[key] - middle[key]);
  expect(growth('nodes')).toBeLessThanOrEqual(10);
  expect(growth('listeners')).toBeLessThanOrEqual(2);
  // Still a working portal: a move to another page, and a notification shown.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Offer' })
    .click();
  await expect(heading(page, 'Offer')).toBeVisible();
  expect(errors).toEqual([]);
});
