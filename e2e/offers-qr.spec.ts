// The QR code of a tracking link (offer detail, smartlink links tab) and of each shortlink: the
// image follows the link as it is built, both downloads arrive under their names, keyboard and axe.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Download, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { axeViolations } from './gates/axe';
import { members, offersWithStatus } from './offers-fixtures';

// The offers pages are lazy chunks over a server-paged API: on a busy machine they need more than
// the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function download(page: Page, name: string): Promise<{ file: Download; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  return { file, body: await readFile(await file.path()) };
}

/** The text the QR image encodes, as the page drew it. */
const qrValue = (page: Page) => page.locator('[data-slot="qr-code"]').getAttribute('data-qr-value');

test('the tracking link QR follows the link and downloads as SVG and PNG', async ({ page }) => {
  await signIn(page);
  const [live] = await offersWithStatus(page, 1);
  if (!live) throw new Error('seed lacks a live offer');
  await page.goto(`/publisher/offers/${live.relativeId}`);

  const toggle = page.getByRole('button', { name: 'QR code', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const image = page.getByRole('img', { name: 'QR code of the tracking link' });
  await expect(image).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Tracking link' });
  await expect.poll(() => qrValue(page)).toBe(await link.inputValue());

  await page.getByRole('textbox', { name: 'sub1', exact: true }).fill('qr-check');
  await expect(link).toHaveValue(/sub1=qr-check/);
  await expect.poll(() => qrValue(page)).toBe(await link.inputValue());

  const svg = await download(page, 'Download SVG');
  expect(svg.file.suggestedFilename()).toBe(`offer-${live.relativeId}-tracking-link-qr.svg`);
  expect(svg.body.toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg.body.toString()).toContain('<title>QR code of the tracking link</title>');
  const png = await download(page, 'Download PNG');
  expect(png.file.suggestedFilename()).toBe(`offer-${live.relativeId}-tracking-link-qr.png`);
  expect(png.body.subarray(0, 8)).toEqual(PNG_MAGIC);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), colorScheme).toEqual([]);
  }
  await toggle.click();
  await expect(image).toBeHidden();
});

test('a smartlink link tab has the QR action too', async ({ page }) => {
  await signIn(page);
  const live = (
    await members<{ id: number; relativeId: number; trackingUrl: string | null }>(
      page,
      'smartlinks?itemsPerPage=100',
    )
  ).find((s) => s.trackingUrl);
  if (!live) throw new Error('seed lacks a live smartlink');
  await page.goto(`/publisher/smartlinks/${live.relativeId}?tab=links_and_creatives`);
  await page.getByRole('button', { name: 'QR code', exact: true }).click();
  await expect(page.getByRole('img', { name: 'QR code of the tracking link' })).toBeVisible();
  const svg = await download(page, 'Download SVG');
  expect(svg.file.suggestedFilename()).toBe(`smartlink-${live.relativeId}-tracking-link-qr.svg`);
});

test('each shortlink row opens the QR of its short URL', async ({ page }) => {
  await signIn(page);
  const [, live] = await offersWithStatus(page, 1);
  if (!live?.trackingUrl) throw new Error('seed lacks a second live offer');
  const created = await page.request.post('/publisher/api/campaign_short_links', {
    data: { targetUrl: live.trackingUrl, domain: new URL(live.trackingUrl).host },
  });
  expect(created.ok()).toBe(true);
  const shortlink = (await created.json()) as { id: number; code: string; shortUrl: string };
  try {
    await page.goto(`/publisher/offers/${live.relativeId}`);
    const open = page.getByRole('button', { name: `QR code of shortlink ${shortlink.code}` });
    await open.click();
    const dialog = page.getByRole('dialog', { name: `QR code of shortlink ${shortlink.code}` });
    await expect(dialog).toContainText(shortlink.shortUrl);
    await expect(
      dialog.getByRole('img', { name: `QR code of shortlink ${shortlink.code}` }),
    ).toBeVisible();
    await expect.poll(() => qrValue(page)).toBe(shortlink.shortUrl);
    const png = await download(page, 'Download PNG');
    expect(png.file.suggestedFilename()).toBe(`shortlink-${shortlink.code}-qr.png`);
    expect(png.body.subarray(0, 8)).toEqual(PNG_MAGIC);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  } finally {
    await page.request.delete(`/publisher/api/campaign_short_links/${shortlink.id}`);
  }
});
