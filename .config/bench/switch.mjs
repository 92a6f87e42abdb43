/* global window, document, performance, requestAnimationFrame, getComputedStyle, PerformanceObserver */
// Switching parcels from the sidebar with the CPU slowed ×4: the time from the click to the new
// page's content on screen (its heading and its first data row or card, not the skeleton). The
// page times itself, so the benchmark's own polling does not compete for the slowed CPU.
import { median } from './probe.mjs';

/** Each page of the chain: its route name (`data-route`) and its first piece of real data. */
const PAGES = [
  { route: 'dashboard', path: '/publisher/dashboard', data: '[data-slot=kpi-value]' },
  { route: 'offers', path: '/publisher/offers', data: 'tbody tr' },
  { route: 'payments', path: '/publisher/payments', data: 'tbody tr' },
  { route: 'settings', path: '/publisher/settings', data: '[data-slot=current-email]' },
  { route: 'reports', path: '/publisher/reports', data: 'tbody tr' },
];
export const SWITCH_PAIRS = PAGES.slice(1).map((to, i) => `${PAGES[i].route} → ${to.route}`);

/**
 * Runs in the page before its scripts. `window.__ppArm(target)` makes the next click the start
 * (its event time, so input delay counts) and `window.__ppSwitch.at` the start of the first frame
 * that shows the target: checked once per frame, as content is seen only when a frame paints.
 */
export function watchSwitch() {
  window.__ppLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__ppLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const shows = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
  };
  const ready = ({ route, data }) => {
    const page = document.querySelector(`[data-slot=content] [data-route="${route}"]`);
    const heading = page?.querySelector('h1');
    const first = page?.querySelector(data);
    if (!heading || !first || !shows(heading) || !shows(first)) return false;
    if (first.closest('[aria-hidden=true]') || first.querySelector('[data-slot=skeleton]'))
      return false;
    return !first.querySelector('[data-slot=empty-state]') && first.textContent.trim() !== '';
  };
  window.__ppArm = (target) => {
    window.__ppSwitch = undefined;
    const onClick = (event) => {
      document.removeEventListener('click', onClick, true);
      const record = { start: event.timeStamp, at: undefined };
      window.__ppSwitch = record;
      const frame = () => {
        if (ready(target)) record.at = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    document.addEventListener('click', onClick, true);
  };
}

async function waitReady(page, target) {
  const selector = `[data-slot=content] [data-route="${target.route}"] ${target.data}`;
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
}

/**
 * Clicks the sidebar link to `target`: ms from the click to its content on screen, and the ms of
 * long tasks (over 50 ms) in between.
 */
async function timedSwitch(page, target) {
  await page.evaluate((t) => window.__ppArm(t), target);
  await page.locator(`nav a[href="${target.path}"]`).first().click();
  await page.waitForFunction(() => window.__ppSwitch?.at !== undefined, null, {
    polling: 250,
    timeout: 60_000,
  });
  const timing = await page.evaluate(() => {
    const { start, at } = window.__ppSwitch;
    const tasks = window.__ppLongTasks.filter((t) => t.start + t.duration > start && t.start < at);
    return { ms: at - start, blocked: tasks.reduce((sum, t) => sum + t.duration, 0) };
  });
  await page.waitForTimeout(500); // the page's late requests stay out of the next switch
  return timing;
}

/**
 * Per pair of the chain dashboard → offers → payments → settings → reports, the median of `runs`
 * switches: `first` after a reload (bundles from the HTTP cache, the parcel not yet started in
 * this page), `warm` on the next round in the same page (parcels and data already loaded once).
 */
export async function measureSwitches(browser, origin, cookies, runs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(watchSwitch);
  const cdp = await context.newCDPSession(page);
  // A first visit of every page fills the HTTP cache.
  for (const target of PAGES) {
    await page.goto(`${origin}${target.path}`);
    await waitReady(page, target);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const first = SWITCH_PAIRS.map(() => []);
  const warm = SWITCH_PAIRS.map(() => []);
  for (let run = 0; run < runs; run++) {
    await page.goto(`${origin}${PAGES[0].path}`);
    await waitReady(page, PAGES[0]);
    await page.waitForTimeout(500);
    for (const [i, target] of PAGES.slice(1).entries())
      first[i].push(await timedSwitch(page, target));
    await timedSwitch(page, PAGES[0]);
    for (const [i, target] of PAGES.slice(1).entries())
      warm[i].push(await timedSwitch(page, target));
  }
  await context.close();
  const summary = (timings) => ({
    ms: median(timings.map((t) => t.ms)),
    blocked: median(timings.map((t) => t.blocked)),
    runs: timings.map((t) => Math.round(t.ms)),
  });
  return SWITCH_PAIRS.map((pair, i) => ({
    pair,
    first: summary(first[i]),
    warm: summary(warm[i]),
  }));
}
