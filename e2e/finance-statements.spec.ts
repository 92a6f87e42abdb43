// A payment's statement from the Payments page: the PDF's and the CSV's figures against the
// tables (summed by a test switch apart from the statement's code), phone and desktop, axe, Russian.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { FIRST_LOAD, pragueDay, usd } from './finance-fixtures';
import { pdfText } from './pdf-text';
import { expectAccessible } from './security-fixtures';

interface Sums {
  offers: { offer: number | null; conversions: number; payout: number }[];
  earnings: number;
  promo: number;
  amount: number;
  commission: number;
}

const PAYMENTS = () => `/publisher/payments?from=${pragueDay(180)}&to=${pragueDay(0)}`;

async function sumsOf(request: APIRequestContext, id: string): Promise<Sums> {
  const response = await request.get(`/__demo/statements/sums?payment=${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Sums;
}

/** The first payment row shown, and its id. */
async function firstPayment(page: Page): Promise<{ row: Locator; id: string }> {
  const row = page.locator('[data-payment]:visible').first();
  await expect(row).toBeVisible(FIRST_LOAD);
  return { row, id: (await row.getAttribute('data-payment')) ?? '' };
}

async function download(page: Page, row: Locator, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

const csvLines = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['375 px', { width: 375, height: 800 }],
] as const) {
  test.describe(`statements at ${label}`, () => {
    test.use({ viewport });

    test('the PDF and the CSV of a payment add up to the tables', async ({ page, request }) => {
      test.slow();
      await signIn(page, PAYMENTS());
      const { row, id } = await firstPayment(page);
      const sums = await sumsOf(request, id);
      expect(sums.offers.length).toBeGreaterThan(0);

      const pdf = await download(page, row, `Statement of payment #${id}, PDF`);
      expect(pdf.name).toMatch(
        new RegExp(`^statement-${id}-\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
      );
      const text = (await pdfText(pdf.body)).split('\n');
      for (const { offer, conversions, payout } of sums.offers) {
        const line = text.find((l) =>
          l.startsWith(offer === null ? 'Without an offer' : `#${offer} `),
        );
        expect(line, `offer ${offer}`).toMatch(
          new RegExp(`\\| ${conversions} \\| \\${usd(payout)}$`),
        );
      }
      const count = sums.offers.reduce((sum, o) => sum + o.conversions, 0);
      expect(text).toContain(`Approved conversions | ${count} | ${usd(sums.earnings)}`);
      expect(text).toContain(`Promo credits | ${usd(sums.promo)}`);
      expect(text).toContain(`Payment amount | ${usd(sums.amount)}`);
      expect(text).toContain(`Commission | ${usd(sums.commission)}`);
      expect(text).toContain(`To the account | ${usd(sums.amount - sums.commission)}`);

      const csv = await download(page, row, `Statement of payment #${id}, CSV`);
      expect(csv.name).toBe(pdf.name.replace(/\.pdf$/, '.csv'));
      const lines = csvLines(csv.body.toString('utf8'));
      const amountOf = (code: string) => Number(lines.find((l) => l[0] === code)?.at(-1));
      expect(amountOf('earnings')).toBeCloseTo(sums.earnings, 2);
      expect(amountOf('promo_total')).toBeCloseTo(sums.promo, 2);
      expect(amountOf('amount')).toBeCloseTo(sums.amount, 2);
      expect(amountOf('commission')).toBeCloseTo(sums.commission, 2);
      expect(lines.filter((l) => l[0] === 'offer')).toHaveLength(sums.offers.length);
    });
  });
}

test('the statement buttons are named per payment, reachable by keyboard, and accessible', async ({
  page,
}) => {
  test.slow();
  await signIn(page, PAYMENTS());
  const { id } = await firstPayment(page);
  const pdf = page.getByRole('button', { name: `Statement of payment #${id}, PDF`, exact: true });
  await expect(pdf).toBeVisible();
  const names = await page
    .locator('[data-payment]:visible [data-slot="statement"] button')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent));
  expect(new Set(names).size).toBe(names.length);
  await pdf.focus();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: `Statement of payment #${id}, CSV`, exact: true }),
  ).toBeFocused();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await expectAccessible(page, 'payments with statements');
});

test('the statement buttons in Russian', async ({ page, context, baseURL }) => {
  test.slow();
  await signIn(page);
  await context.addCookies([{ name: '_locale', value: 'ru', url: `${baseURL}/publisher` }]);
  await page.goto(PAYMENTS());
  const { row, id } = await firstPayment(page);
  await expect(page.getByRole('columnheader', { name: 'Выписка' })).toBeVisible();
  const pdf = await download(page, row, `Выписка по выплате №${id}, PDF`);
  expect(await pdfText(pdf.body)).toContain('Выписка по выплате');
  await expect(row.getByRole('button', { name: `Выписка по выплате №${id}, CSV` })).toBeVisible();
});
