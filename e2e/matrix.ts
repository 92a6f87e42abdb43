// Which combinations a run covers. Per commit a reduced matrix keeps `npm test` within its time
// budget on a 2-core machine; PP_MATRIX=full (npm run test:e2e:full) runs every combination.
import { test as base } from '@playwright/test';

export const FULL_MATRIX = process.env.PP_MATRIX === 'full';

export const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['375 px', { width: 375, height: 800 }],
] as const;

type Viewport = (typeof VIEWPORTS)[number][1];

const hash = (text: string) =>
  [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

/**
 * For a describe block repeated per viewport: sets its viewport and returns the `test` to
 * register its tests with. Per commit a block runs at one viewport, the one its name picks, so
 * each layout stays exercised across the suite's blocks; the full matrix runs every block at
 * every viewport. (A block, not a test, is the unit: a wrapper that registered tests itself would
 * become their location in every report.)
 */
export function viewportTest(block: string, label: string, viewport: Viewport): typeof base {
  base.use({ viewport });
  const chosen = VIEWPORTS[hash(block) % VIEWPORTS.length]?.[0];
  if (FULL_MATRIX || label === chosen) return base;
  return Object.assign(() => undefined, base) as unknown as typeof base;
}
