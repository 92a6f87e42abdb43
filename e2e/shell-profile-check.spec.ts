import { expect, test, type Request } from '@playwright/test';
import { signIn } from './fixtures';

// A rule only the network's server knows (here: a phone taken by another account) shows under the
// field once the field is left, before anything is saved; one request per value.
test('personal info: a server rule shows under the field on leaving it', async ({ page }) => {
  const asked: Request[] = [];
  await page.route('**/publisher/api/publishers/*/validate', async (route) => {
    asked.push(route.request());
    const body = route.request().postDataJSON() as Record<string, unknown>;
    if (body.phone !== '+420 777 000 111') return route.fulfill({ status: 204 });
    return route.fulfill({
      status: 422,
      contentType: 'application/ld+json',
      body: JSON.stringify({
        violations: [{ propertyPath: 'phone', message: 'This phone number is already in use.' }],
      }),
    });
  });
  await signIn(page, '/publisher/settings');
  const form = page.getByRole('region', { name: 'Personal information' });
  const phone = form.getByLabel('Phone');
  await phone.fill('+420 777 000 111');
  await phone.press('Tab');
  await expect(form.getByText('This phone number is already in use.')).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(asked[0]?.method()).toBe('PATCH');
  expect(asked[0]?.headers()['content-type']).toContain('application/merge-patch+json');
  expect(asked[0]?.postDataJSON()).toEqual({ phone: '+420 777 000 111' });

  // Leaving the field again with the same value asks nothing more.
  for (let i = 0; i < 3; i++) {
    await phone.focus();
    await phone.press('Tab');
  }
  await page.waitForTimeout(800);
  expect(asked).toHaveLength(1);

  // Typing clears the problem; a value the field's own rule refuses is not sent.
  await phone.fill('12-ab');
  await expect(form.getByText('This phone number is already in use.')).toBeHidden();
  await phone.press('Tab');
  await page.waitForTimeout(800);
  expect(asked).toHaveLength(1);

  // Fields left one after another go in one request; the saved value of a field is not asked.
  await phone.fill('+420 601 999 999');
  await phone.press('Tab');
  const account = form.getByLabel('Account (contact info)');
  await account.focus();
  await account.press('Tab');
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]?.postDataJSON()).toEqual({ phone: '+420 601 999 999' });
  await account.fill('skype: demo.publisher');
  await account.press('Tab');
  await phone.fill('+420 601 888 888');
  await phone.press('Tab');
  // (Within the delay they share one request; a slow machine may split them, never more.)
  await expect
    .poll(() => Object.assign({}, ...asked.slice(2).map((r) => r.postDataJSON() as object)))
    .toEqual({ contactInfo: 'skype: demo.publisher', phone: '+420 601 888 888' });
  await page.waitForTimeout(800);
  expect(asked.length).toBeLessThanOrEqual(4);
  await expect(form.getByText('This phone number is already in use.')).toBeHidden();
});

test('personal info: the demo network answers the check (valid value, no message)', async ({
  page,
}) => {
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/validate')) answers.push(r.status());
  });
  await signIn(page, '/publisher/settings');
  const form = page.getByRole('region', { name: 'Personal information' });
  const account = form.getByLabel('Account (contact info)');
  await account.fill('telegram: @demo_publisher');
  await account.press('Tab');
  await expect.poll(() => answers).toEqual([204]);
  await expect(form.getByText('Please input account')).toHaveCount(0);
});
