import type { Page } from '@playwright/test';

/** Every visible text node and label (aria-label, placeholder, title, alt) in the widget root. */
export function pageTexts(page: Page): Promise<string[]> {
  return page.locator('[data-publisher-platform]').evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [hidden]')) continue;
      if (parent.checkVisibility && !parent.checkVisibility()) continue;
      texts.push(text);
    }
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });
}
