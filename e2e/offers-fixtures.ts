import { expect, type Locator, type Page } from '@playwright/test';

export interface ApiOffer {
  id: number;
  relativeId: number;
  title: string;
  status: number;
  disabled: boolean;
  category: { id: number; title: string };
  countriesAllowed: string[];
  trackingUrl: string | null;
  landingPages?: { id: number; landingPage: string; url: string }[];
}

/** A GET of the demo network's API with the page's session. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/publisher/api/${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

export const members = async <T>(page: Page, path: string): Promise<T[]> =>
  (await apiGet<{ 'hydra:member': T[] }>(page, path))['hydra:member'];

/** Offers of a listing status that are not disabled, newest ids first. */
export const offersWithStatus = async (page: Page, status: number) =>
  (
    await members<ApiOffer>(page, `offers?status=${status}&itemsPerPage=100&order%5Bid%5D=desc`)
  ).filter((offer) => !offer.disabled);

/** Searches a remote select (the search waits for a pause in typing) and picks an option. */
export async function searchAndPick(page: Page, select: Locator, text: string, name: string) {
  await select.click();
  await page.getByRole('combobox', { name: 'Search' }).fill(text);
  await page.getByRole('option', { name, exact: true }).click();
  // A multiple select stays open for more picks: Escape closes its list (not the drawer).
  await expect(page.getByRole('option', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The newest stored clicks (test switch). */
export async function latestClicks(page: Page): Promise<Record<string, unknown>[]> {
  const res = await page.request.get('/__demo/clicks');
  return ((await res.json()) as { clicks: Record<string, unknown>[] }).clicks;
}

/**
 * Shows the portal in Russian from the next page load on, through the `_locale` cookie (the one
 * source of the language at boot besides the browser's list; the profile's language is not read).
 * Call it after signIn(): restoring the stored session clears the context's cookies.
 */
export async function viewInRussian(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: '_locale', value: 'ru', url: `${new URL(page.url()).origin}/publisher` }]);
}
