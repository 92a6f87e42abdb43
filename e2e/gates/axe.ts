import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// WCAG 2.2 A and AA plus axe's best practices. "Label in name" is experimental in axe and off by
// default, yet it is WCAG 2.5.3 (level A): switched on by name.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations inside the widget root (portals included), one line per rule and nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  return analyze(page);
}

async function analyze(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-publisher-platform]')
    .withTags(TAGS)
    // Only violations are read: axe then builds no selector or snippet for each passing node,
    // which is most of its time on a page of a few hundred elements.
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    // In the page itself: the default opens a second page to merge per-frame results, which
    // doubles the time, and the widget has no cross-origin frame of its own to look into.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
