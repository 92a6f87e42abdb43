// Helpers of the claims spec: the claimer's claims as the API lists them, the network's answer
// through the demo switch, the claim POSTs a page sends, the profile language.
import { expect, type Page } from '@playwright/test';
import { CLAIMER } from './fixtures';

export interface ApiClaim {
  id: number;
  clickId: string | null;
  transactionId: string | null;
  offer: { relativeId: number; title: string } | null;
  amount: number | null;
  screenshot: string | null;
  status: string;
  answer: string | null;
}

export const claimsOf = async (page: Page): Promise<ApiClaim[]> => {
  const answer = await page.request.get('/publisher/api/conversion_claims');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { 'hydra:member': ApiClaim[] })['hydra:member'];
};

/** The network answers the newest open claim (false when none is open). */
export const answerClaim = async (page: Page, status: 'accepted' | 'rejected', answer: string) =>
  (
    await page.request.post('/__demo/claims/answer', {
      data: { username: CLAIMER.username, status, answer },
    })
  ).ok();

export const claimPosts = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/publisher/api/conversion_claims'))
      seen.push(request.url());
  });
  return seen;
};

export const setLanguage = async (page: Page, language: string) => {
  const current = await page.request.get('/publisher/api/publishers/current');
  const { id } = (await current.json()) as { id: number };
  const answer = await page.request.patch(`/publisher/api/publishers/${id}`, {
    data: { language },
    headers: { 'content-type': 'application/merge-patch+json' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
};

export const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Claim a conversion' });
export const claimRows = (page: Page) => page.locator('[data-claim]');
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
