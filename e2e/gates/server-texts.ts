import type { Page } from '@playwright/test';

const collect = (value: unknown, into: Set<string>): void => {
  if (typeof value === 'string') {
    into.add(value.trim());
    // Rich text (a news article's body) shows as the text between its tags.
    if (value.includes('<'))
      for (const text of value.split(/<[^>]*>/)) if (text.trim()) into.add(text.trim());
  } else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collect(item, into);
};

/**
 * Every string the demo network's API answered with on this page (filled as responses arrive).
 * They are the network's data (offer names, a custom field's options), shown as the network wrote
 * them in every language, so a language check leaves them out.
 */
export function serverTexts(page: Page): Set<string> {
  const texts = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/publisher/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      collect(await response.json(), texts);
    } catch {
      // A body that is gone (navigation) or not JSON holds no texts.
    }
  });
  return texts;
}
