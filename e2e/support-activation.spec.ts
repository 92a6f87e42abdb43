import { expect, test } from '@playwright/test';
import { signInThroughForm } from './fixtures';
import { TRIAL, apiGet } from './support-fixtures';

// Journeys of several pages: slow on a busy machine.
test.slow();

interface Requests {
  'hydra:member': { status: string; message: string | null }[];
}

test('demo mode: banner → support → activation request → approval → banner gone', async ({
  page,
}) => {
  await signInThroughForm(page, TRIAL);
  const banner = page.locator('[data-slot="demo-banner"]');
  await expect(banner).toBeVisible();
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/publisher\/support$/);

  // Without a manager the contacts are the network's.
  await expect(page.getByRole('region', { name: 'Network support' }).getByRole('link')).toHaveCount(
    4,
  );

  const card = page.getByRole('region', { name: 'Activate your account' });
  await card.getByLabel('Message to your manager (optional)').fill('Push traffic, DE and AT.');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/publisher/api/activation_requests'))
      posts.push(request.url());
  });
  // A double click sends one request.
  await card.getByRole('button', { name: 'Request activation' }).dblclick();
  await expect(page.getByText('Activation request sent')).toBeVisible();
  await expect(card.locator('[data-slot="activation-pending"]')).toContainText(
    'is waiting for your manager',
  );
  expect(posts).toHaveLength(1);
  const recorded = await apiGet<Requests>(page, 'activation_requests');
  expect(recorded['hydra:member']).toEqual([
    expect.objectContaining({ status: 'pending', message: 'Push traffic, DE and AT.' }),
  ]);

  // After a reload the request still shows as waiting, not as a new form.
  await page.reload();
  await expect(card.locator('[data-slot="activation-pending"]')).toBeVisible();
  await expect(banner).toBeVisible();

  const approve = await page.request.post('/__demo/activation_requests/approve', {
    data: { username: TRIAL.username },
  });
  expect(approve.status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(card).toBeHidden();
  expect((await apiGet<{ statusNew: boolean }>(page, 'publishers/current')).statusNew).toBe(false);
});
