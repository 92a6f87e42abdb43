/* global window, document, performance, getComputedStyle, requestAnimationFrame, PerformanceObserver, MutationObserver */
// Pieces of the benchmarks: the demo network and Chromium they run against, what the page
// records, and how the request log becomes a critical path depth.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../../host-demo/server.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Signs in as the demo publisher through the form; the session cookies for other contexts. */
export async function signInCookies(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/publisher/login`);
  await page.getByLabel('Email or username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/publisher\/dashboard$/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/**
 * Runs `body` against a demo network started in this process (its data in a fresh folder, or in
 * BENCH_DATA_DIR to reuse a seeded one) and a Chromium signed in as the demo publisher; stops both
 * afterwards, whatever happens.
 * @template T
 * @param {(bench: { origin: string, browser: import('@playwright/test').Browser,
 *   cookies: import('@playwright/test').Cookie[] }) => Promise<T>} body
 * @returns {Promise<T>}
 */
export async function withDemoNetwork(body) {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : mkdtempSync(path.join(os.tmpdir(), 'pp-bench-'));
  const server = await startServer({ port: 0, dataDir, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cookies = await signInCookies(browser, server.url);
    return await body({ origin: server.url, browser, cookies });
  } finally {
    await browser.close();
    await server.close();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Name of the CDP binding through which the page reports the time it became visible. */
const VISIBLE_BINDING = '__ppReportVisible';

/**
 * Runs in the page before its scripts (addInitScript): records when an element matching
 * `selector` is first rendered with a size (window.__ppVisibleAt, ms since navigation start),
 * reports it through the binding `whenVisible` adds, and sums the layout shifts not caused by
 * input (window.__ppCls).
 */
export function watchVisible(selector) {
  window.__ppCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__ppCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (window.__ppVisibleAt !== undefined) return;
    const element = document.querySelector(selector);
    if (!element) return;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0') {
      window.__ppVisibleAt = performance.now();
      window.__ppReportVisible?.(String(window.__ppVisibleAt));
    }
  };
  // Styles arrive after the element: check on DOM changes and on every frame until it shows.
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  const frame = () => {
    check();
    if (window.__ppVisibleAt === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Call before the navigation: resolves with the page's `__ppVisibleAt` once `watchVisible` reports
 * it. It arrives as a CDP event, so nothing is evaluated in the page while it loads: waiting with
 * `page.waitForFunction` made Playwright compile its own injected script in the page as soon as
 * the load event fired (about 60 ms at CPU ×4), in the middle of the modules' first run.
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<{ visible: Promise<number> }>}
 */
export async function whenVisible(cdp, timeout = 60_000) {
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: VISIBLE_BINDING });
  const visible = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not visible after ${timeout} ms`)), timeout);
    cdp.on('Runtime.bindingCalled', (event) => {
      if (event.name !== VISIBLE_BINDING) return;
      clearTimeout(timer);
      resolve(Number(event.payload));
    });
  });
  return { visible };
}

/**
 * The longest chain of requests each of which could only start after another had finished:
 * a request's parent is the one that finished last before it started (the page's own request
 * is depth 1). Requests started together, such as preloads, share a depth.
 * @param {{ start: number, end?: number }[]} requests  CDP timestamps (seconds)
 */
export function criticalDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depths = [];
  let deepest = 0;
  sorted.forEach((request, i) => {
    let depth = 1;
    let parentEnd = -Infinity;
    for (let j = 0; j < i; j++) {
      const other = sorted[j];
      if (other.end !== undefined && other.end <= request.start && other.end > parentEnd) {
        parentEnd = other.end;
        depth = depths[j] + 1;
      }
    }
    depths.push(depth);
    deepest = Math.max(deepest, depth);
  });
  return deepest;
}
