import { expect, type Page } from '@playwright/test';
import type { DemoUser } from './fixtures';

/** Accounts of the support seed: each changes its own state, so shared accounts keep theirs. */
export const HELPDESK: DemoUser = { username: 'helpdesk', password: 'demo-password' };
export const NEWSREADER: DemoUser = { username: 'newsreader', password: 'demo-password' };
export const TRIAL: DemoUser = { username: 'trial', password: 'demo-password' };

export const header = (page: Page) =>
  page.locator('[data-pp-container="shell"] [data-slot="header"]');

/** A JSON answer of the demo API, read with the page's session. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/publisher/api/${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The unread count the database holds for the signed-in publisher. */
export const unreadInDb = async (page: Page) =>
  (await apiGet<{ count: number }>(page, 'notifications/unseen')).count;

/** The unseen news count the database holds for the signed-in publisher. */
export const unseenNewsInDb = async (page: Page) =>
  (await apiGet<{ 'hydra:totalItems': number }>(page, 'announcements?unseen=true&itemsPerPage=1'))[
    'hydra:totalItems'
  ];
