// Helpers of the finance specs: the database's own sums, the PIN mails of the dev mailbox.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Ledger {
  conversions: number;
  promo: number;
  payments: number;
  /** approved conversions + promo credits - payments, summed straight from the tables */
  balance: number;
  /** the ledger the API serves */
  ledger: number;
}

export async function ledgerOf(request: APIRequestContext, username: string): Promise<Ledger> {
  const response = await request.get(`/__demo/finance/ledger?username=${username}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Ledger;
}

/** "$1,234.56", as the portal writes the network's dollars. */
export const usd = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

const PIN_SUBJECT = 'Your PIN for payment accounts';

async function mails(request: APIRequestContext): Promise<Mail[]> {
  return ((await (await request.get('/dev/mailbox.json')).json()) as { mails: Mail[] }).mails;
}

/** The id of the newest mail so far (a later PIN mail has a higher one). */
export async function lastMailId(request: APIRequestContext): Promise<number> {
  return Math.max(0, ...(await mails(request)).map((mail) => mail.id));
}

/** The PIN of the first PIN mail to `to` newer than `after` (waits for it). */
export async function pinAfter(
  request: APIRequestContext,
  to: string,
  after: number,
): Promise<string> {
  let pin = '';
  await expect
    .poll(async () => {
      const mail = (await mails(request))
        .filter((m) => m.to === to && m.subject === PIN_SUBJECT && m.id > after)
        .sort((a, b) => a.id - b.id)[0];
      pin = /PIN: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
      return pin;
    })
    .not.toBe('');
  return pin;
}

/** The signed-in publisher's e-mail as it is now: another spec may have changed the demo's. */
export async function signedInEmail(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/publisher/api/publishers/current');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { email: string }).email;
}

/** Test switch: forgets the publisher's PIN, its count of wrong PINs and its lock. */
export async function resetPins(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post('/__demo/finance/pins/reset', { data: { username } });
  expect(response.status()).toBe(204);
}

/** Test switch: `minutes` pass for the publisher's PIN and lock (the server's rule decides). */
export async function advancePinClock(
  request: APIRequestContext,
  username: string,
  minutes: number,
): Promise<void> {
  const response = await request.post('/__demo/finance/pins/advance', {
    data: { username, minutes },
  });
  expect(response.status()).toBe(204);
}

/** The first content after a navigation: chunks load lazily, which takes a while on a busy machine. */
export const FIRST_LOAD = { timeout: 30_000 };

export const headerBalance = (page: Page) => page.locator('[data-slot="balance-amount"]');
export const balanceFigure = (page: Page) => page.locator('[data-slot="balance-figure"]');

/** 'YYYY-MM-DD' of `daysAgo` days before today in Europe/Prague (the demo publisher's zone). */
export function pragueDay(daysAgo = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() - daysAgo * 86_400_000));
  return parts;
}

declare global {
  interface Window {
    __ppFinanceSent?: { method: string; url: string; body: string | null }[];
  }
}

/**
 * Records the bodies of the requests the page sends (DevTools does not expose the bodies of
 * fetch calls made with a Request object). Call before the first navigation. A request is
 * recorded the moment it is sent and its body filled in once read, so the last one recorded is
 * always the last one sent.
 */
export async function recordRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.__ppFinanceSent = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const sent = { method: request.method, url: request.url, body: null as string | null };
      window.__ppFinanceSent?.push(sent);
      void request
        .clone()
        .text()
        .then((body) => {
          sent.body = body;
        });
      return original(request);
    };
  });
}

/** The body of the last `method` request sent whose URL ends with `urlEnd` (waits for it). */
export async function sentBody(page: Page, method: string, urlEnd: string): Promise<unknown> {
  let body: string | null = null;
  await expect
    .poll(async () => {
      const sent = await page.evaluate(() => window.__ppFinanceSent ?? []);
      body = sent.filter((r) => r.method === method && r.url.endsWith(urlEnd)).at(-1)?.body ?? null;
      return body;
    })
    .not.toBeNull();
  return JSON.parse(body ?? '');
}
