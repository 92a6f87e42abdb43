// Smartlinks: gating by role, statuses and the disabled text, launch, tabs in the URL.
import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { members } from './offers-fixtures';
import { NOSMART } from './shell-fixtures';

// The offers pages are lazy chunks over a server-paged API: on a busy machine they need more than
// the default 10 s to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

interface ApiSmartlink {
  id: number;
  relativeId: number;
  title: string;
  status: number;
  disabled: boolean;
  enabled: number;
  archived: boolean;
}

const VERTICAL_DISABLED =
  'Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.';
const SMARTLINK_DISABLED = 'Smartlink is disabled and no longer accepts traffic';

test('without ROLE_SMARTLINKS the smartlink pages are "Not found"', async ({ page }) => {
  await signIn(page, NOSMART, '/publisher/smartlinks');
  await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
  await page.goto('/publisher/smartlinks/1');
  await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
});

test('statuses, the disabled text, filters and launch', async ({ page }) => {
  await signIn(page);
  const all = await members<ApiSmartlink>(page, 'smartlinks?itemsPerPage=100');
  const disabled = all.find((s) => s.disabled && s.enabled === 1);
  const launchable = all
    .filter((s) => s.status === 4 && !s.disabled && s.enabled === 1 && !s.archived)
    .pop();
  if (!disabled || !launchable) throw new Error('seed lacks a disabled or launchable smartlink');

  await page.goto('/publisher/smartlinks?pageSize=50');
  const row = page.locator(`[data-smartlink="${disabled.relativeId}"]:visible`);
  await expect(row).toContainText('Declined');
  await expect(row).toContainText(VERTICAL_DISABLED);
  await expect(row).not.toContainText(SMARTLINK_DISABLED);
  for (const label of [
    'Available',
    'On request',
    'Live',
    'Waiting for review',
    'Blocked by the manager',
    'Archived',
  ])
    await expect(
      page.locator('[data-smartlink]:visible').getByText(label, { exact: true }).first(),
    ).toBeVisible();

  await page.goto('/publisher/smartlinks?status=[2]');
  const suspended = all.filter((s) => s.status === 2).map((s) => String(s.relativeId));
  await expect
    .poll(() =>
      page
        .locator('[data-smartlink]:visible')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-smartlink'))),
    )
    .toEqual(suspended);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  await page.goto(`/publisher/smartlinks/${launchable.relativeId}`);
  await page.getByRole('button', { name: `Launch ${launchable.title}` }).click();
  await expect(page.getByText('smartlink launched')).toBeVisible();
  await expect(page.locator('[data-slot="smartlink-status"]')).toHaveText('Live');
});

test('detail tabs live in the URL; a disabled smartlink says so', async ({ page }) => {
  await signIn(page, '/publisher/smartlinks/506');
  await expect(page.getByText(VERTICAL_DISABLED)).toBeVisible();
  await page.goto('/publisher/smartlinks/503');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Overview');
  await page.getByRole('tab', { name: 'Postback' }).click();
  await expect(page).toHaveURL(/tab=postback/);
  await page.getByRole('tab', { name: 'Shortlink' }).click();
  await expect(page).toHaveURL(/tab=shortlink/);
  await page.reload();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Shortlink');
  await page.getByRole('tab', { name: 'Links and creatives' }).click();
  await expect(page).toHaveURL(/tab=links_and_creatives/);
  await expect(page.getByRole('textbox', { name: 'Tracking link' })).toHaveValue(/\/click\//);
});

test("the links tab shows the smartlink's creatives: preview, size, download", async ({ page }) => {
  await signIn(page);
  const live = (
    await members<ApiSmartlink & { trackingUrl: string | null }>(
      page,
      'smartlinks?itemsPerPage=100',
    )
  ).find((s) => s.trackingUrl);
  if (!live) throw new Error('seed lacks a live smartlink');
  const creatives = await members<{ id: number; title: string; width: number; height: number }>(
    page,
    `smartlink_creatives?smartlink=${live.id}`,
  );
  expect(creatives.length).toBeGreaterThan(0);
  await page.goto(`/publisher/smartlinks/${live.relativeId}?tab=links_and_creatives`);
  await expect(page.getByRole('heading', { name: 'Tracking link', level: 2 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Creatives' });
  await expect(section.getByRole('listitem')).toHaveCount(creatives.length);
  for (const creative of creatives) {
    const item = section.locator(`[data-creative="${creative.id}"]`);
    await expect(item.getByRole('img', { name: creative.title })).toBeVisible();
    await expect(item).toContainText(`${creative.width} × ${creative.height}`);
  }
  const [first] = creatives;
  if (!first) return;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section
      .getByRole('link', { name: `Download creative ${first.width} × ${first.height}` })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `smartlink-creative-${first.id}-${first.width}x${first.height}.svg`,
  );
});

test('a smartlink disabled itself says so, shows as Declined and offers no link', async ({
  page,
}) => {
  await signIn(page);
  const all = await members<ApiSmartlink & { trackingUrl: string | null }>(
    page,
    'smartlinks?itemsPerPage=100',
  );
  const off = all.find((s) => s.enabled === 0);
  if (!off) throw new Error('seed lacks a disabled smartlink');
  expect(off.disabled).toBe(false);
  expect(off.trackingUrl).toBeNull();

  await page.goto('/publisher/smartlinks?pageSize=50');
  const row = page.locator(`[data-smartlink="${off.relativeId}"]:visible`);
  await expect(row).toContainText('Declined');
  await expect(row).toContainText(SMARTLINK_DISABLED);
  await expect(row).not.toContainText(VERTICAL_DISABLED);
  await expect(row.getByRole('button', { name: /^(Launch|Request) / })).toHaveCount(0);

  await page.goto(`/publisher/smartlinks/${off.relativeId}`);
  await expect(page.getByText(SMARTLINK_DISABLED, { exact: true })).toBeVisible();
  await expect(page.getByText(VERTICAL_DISABLED)).toHaveCount(0);
  await expect(page.locator('[data-slot="smartlink-status"]')).toHaveText('Declined');
  await page.getByRole('tab', { name: 'Links and creatives' }).click();
  await expect(page.getByRole('textbox', { name: 'Tracking link' })).toHaveCount(0);
});
