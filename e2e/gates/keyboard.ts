import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element shows as its focus indicator ('' when it has none). */
function focusIndicator(
  page: Page,
): Promise<{ inWidget: boolean; shown: string; element: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const root = document.querySelector('[data-publisher-platform]');
    if (!element || !root?.contains(element)) return { inWidget: false, shown: '', element: '' };
    // The ring is drawn on the element itself or, for a control inside a styled box, on the box.
    const drawn = [element, element.parentElement].flatMap((candidate) => {
      if (!candidate) return [];
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline ? ['outline'] : style.boxShadow !== 'none' ? ['ring'] : [];
    });
    return { inWidget: true, shown: drawn[0] ?? '', element: element.outerHTML.slice(0, 160) };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks
 * that every element of the widget passed on the way shows a visible focus indicator.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 } = {},
): Promise<void> {
  const unmarked: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focusIndicator(page);
    if (focus.inWidget && !focus.shown) unmarked.push(focus.element);
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(unmarked, 'focused without a visible focus indicator').toEqual([]);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}
