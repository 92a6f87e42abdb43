// Readings of the memory gates: the JS heap after garbage collection, DOM nodes and event
// listeners (Chromium's own counters over CDP).
import type { CDPSession, Page } from '@playwright/test';
import config from '../playwright.config';

// V8 keeps compiling hot functions to machine code for many rounds (baseline, Maglev, TurboFan):
// about 2 MB over 100 moves, all of it engine code no page object holds. With those tiers off the
// heap shows only what the portal keeps; the moves are no slower.
const launchOptions = config.use?.launchOptions ?? {};
export const MEMORY_LAUNCH_OPTIONS = {
  ...launchOptions,
  args: [...(launchOptions.args ?? []), '--js-flags=--no-sparkplug --no-maglev --no-turbofan'],
};

// single-spa arms a timer of up to 4 s per parcel lifecycle (its time-out warnings) whose closure
// holds the parcel's props, its detached container and, through it, React's listeners. They are
// not leaks once they fire, so each reading waits them out.
const LIFECYCLE_TIMERS_MS = 4_500;

export const HEAP_GROWTH_LIMIT = 2 * 1024 * 1024;

export interface Counters {
  heap: number;
  nodes: number;
  listeners: number;
}

export async function countersAfterGc(page: Page, cdp: CDPSession): Promise<Counters> {
  await page.waitForTimeout(LIFECYCLE_TIMERS_MS);
  // Twice: objects freed by the first collection may hold the last references to others.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    heap: value('JSHeapUsedSize'),
    nodes: value('Nodes'),
    listeners: value('JSEventListeners'),
  };
}
