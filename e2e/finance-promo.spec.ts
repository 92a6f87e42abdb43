// Promo codes (as newbie, whose balance starts at 0): each rule's text, the server's text for an
// unknown code, one credit per code that the header, the balance page and the database agree
// on, a second activation refused, and a double click that sends once.
import { expect, test } from '@playwright/test';
import { NEWBIE, signIn } from './fixtures';
import { FIRST_LOAD, balanceFigure, headerBalance, ledgerOf, usd } from './finance-fixtures';

test('activating a code credits the balance once', async ({ page, request }) => {
  test.slow();
  await signIn(page, NEWBIE, '/publisher/balance?tab=promo');
  const before = (await ledgerOf(request, 'newbie')).balance;
  await expect(balanceFigure(page)).toHaveText(usd(before), FIRST_LOAD);
  await expect(headerBalance(page)).toHaveText(usd(before));

  const code = page.getByRole('textbox', { name: 'Promo code' });
  const activate = page.getByRole('button', { name: 'Activate', exact: true });
  await activate.click();
  await expect(page.getByText('Code is required')).toBeVisible();
  await code.fill('   ');
  await activate.click();
  await expect(page.getByText('Code should not be blank')).toBeVisible();
  await code.fill('NO-SUCH-CODE');
  await activate.click();
  await expect(page.getByText('This promo code does not exist.')).toBeVisible();
  await expect(code).toHaveValue('NO-SUCH-CODE');

  await code.fill('welcome10');
  await activate.click();
  await expect(page.getByText('Promo code activated: $10.00 added to your balance')).toBeVisible();
  await expect(code).toHaveValue('');
  const credited = await ledgerOf(request, 'newbie');
  expect(credited.balance).toBeCloseTo(before + 10, 2);
  expect(credited.ledger).toBe(credited.balance);
  await expect(balanceFigure(page)).toHaveText(usd(credited.balance));
  await expect(headerBalance(page)).toHaveText(usd(credited.balance));
  const listed = page.locator('[data-promo="WELCOME10"]:visible');
  await expect(listed).toContainText('$10.00');
  await expect(listed).toContainText('Welcome bonus: $10.00 to your balance');

  await code.fill('WELCOME10');
  await activate.click();
  await expect(page.getByText('This promo code is already activated.')).toBeVisible();
  expect((await ledgerOf(request, 'newbie')).balance).toBeCloseTo(credited.balance, 2);

  // A double click sends one request.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/publisher/api/promo_codes')) posts += 1;
  });
  await code.fill('BLACKFRIDAY25');
  await activate.dblclick();
  await expect(page.getByText('Promo code activated: $25.00 added to your balance')).toBeVisible();
  expect(posts).toBe(1);
  await expect(headerBalance(page)).toHaveText(usd(credited.balance + 25));

  // The transactions list the credits.
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.locator('[data-type="promo"]:visible')).toHaveCount(2);
});
