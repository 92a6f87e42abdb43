// What the report specs share: days in the demo publisher's timezone, a day as the page writes
// it, and the database's click count for a day.
import type { Page } from '@playwright/test';

export const ZONE = 'Europe/Prague';
export const dayIn = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
export const daysAgo = (n: number) => dayIn(Date.now() - n * 86_400_000);

/** "Dec 1, 2026", as the page writes a day in English. */
export const written = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The demo publisher's clicks on `day`, counted in the database. */
export async function rawClicks(page: Page, day: string): Promise<number> {
  const params = new URLSearchParams({ username: 'demo', from: day, to: day });
  const answer = await page.request.get(`/__demo/reports/raw?${params}`);
  return ((await answer.json()) as { clicks: number }).clicks;
}
