// Memory gate: 100 moves through every page of the main menu (so every parcel, and any page added
// to the menu later) leave the JS heap at most 2 MB larger after garbage collection, and no
// growing count of DOM nodes or event listeners (Chromium's own counters over CDP): neither grows
// over both halves of the moves.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import {
  countersAfterGc,
  HEAP_GROWTH_LIMIT,
  MEMORY_LAUNCH_OPTIONS,
  type Counters,
} from './gates/memory';

const MOVES = 100;

test.use({ launchOptions: MEMORY_LAUNCH_OPTIONS });

async function moveTo(page: Page, index: number): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').nth(index);
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('100 moves through every parcel: heap, DOM nodes and listeners do not grow', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  const links = await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').count();
  expect(links).toBeGreaterThanOrEqual(10);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // One round first: every parcel's code, messages and first data are then in memory for good.
  // The outlet keeps the last few pages mounted, so both readings come after the same round.
  const round = async () => {
    for (let i = 0; i < links; i += 1) await moveTo(page, i);
    await moveTo(page, 0);
  };
  await round();
  // Readings after the first round and after each half of the moves. A leak grows in both halves;
  // a one-off step (a page that drew one more row or tooltip in one half) grows in one only.
  const first = await countersAfterGc(page, cdp);
  const half = async () => {
    for (let move = 1; move <= MOVES / 2; move += 1) await moveTo(page, move % links);
    await round();
    return countersAfterGc(page, cdp);
  };
  const middle = await half();
  const last = await half();
  const readings = [first, middle, last];
  const shown = (pick: (c: Counters) => string) => readings.map(pick).join(' → ');
  console.log(
    `memory gate: ${MOVES} moves over ${links} pages: heap ` +
      `${shown((c) => (c.heap / 1048576).toFixed(1))} MB, DOM nodes ${shown((c) => String(c.nodes))}, ` +
      `listeners ${shown((c) => String(c.listeners))}`,
  );
  expect(last.heap - first.heap).toBeLessThanOrEqual(HEAP_GROWTH_LIMIT);
  // The same page at each reading, so the same nodes and listeners, give or take a tooltip.
  const growth = (key: 'nodes' | 'listeners') =>
    Math.min(middle[key] - first[key], last[key] - middle[key]);
  expect(growth('nodes')).toBeLessThanOrEqual(10);
  expect(growth('listeners')).toBeLessThanOrEqual(2);
  // One parcel shown; the outlet keeps at most the last 5 pages mounted out of sight.
  await expect(page.locator('[data-parcel]:visible')).toHaveCount(1);
  expect(await page.locator('[data-parcel]').count()).toBeLessThanOrEqual(5);
  expect(errors).toEqual([]);
});
