import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { NOSMART } from './shell-fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const errorOf = (field: Locator) =>
  field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
  });

/** Searches a remote select (the search waits for a pause in typing) and picks an option. */
async function searchAndPick(page: Page, select: Locator, text: string, name: string | RegExp) {
  await select.click();
  await page.getByRole('combobox', { name: 'Search' }).fill(text);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, '/publisher/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('personal info: phone and account rules, nothing typed is lost', async ({ page }) => {
  const form = section(page, 'Personal information');
  const phone = form.getByLabel('Phone');
  const account = form.getByLabel('Account (contact info)');
  await phone.fill('12-ab');
  await account.fill('x');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid phone number')).toBeVisible();
  await expect(form.getByText('Please input account')).toBeVisible();
  await expect(phone).toHaveValue('12-ab');
  await expect(account).toHaveValue('x');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await account.fill('');
  await phone.fill('+1 555');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid phone number')).toBeVisible();
  expect(await errorOf(account)).toContain('Please input account');
  await phone.fill('+420 601 234 567');
  await account.fill('@demo_publisher');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(form.getByText('Invalid phone number')).toHaveCount(0);
});

test('change password: each rule, then the server text for a wrong current password', async ({
  page,
}) => {
  const form = section(page, 'Change password');
  const submit = form.getByRole('button', { name: 'Change password' });
  await submit.click();
  expect(await errorOf(form.getByRole('textbox', { name: 'Current password' }))).toBe(
    'Field is required',
  );
  expect(await errorOf(form.getByRole('textbox', { name: 'New password', exact: true }))).toBe(
    'Password is required',
  );
  expect(await errorOf(form.getByRole('textbox', { name: 'Repeat new password' }))).toBe(
    'Repeat password is required',
  );
  await form.getByRole('textbox', { name: 'Current password' }).fill('not-the-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('   ');
  await form.getByRole('textbox', { name: 'Repeat new password' }).fill('other');
  await submit.click();
  expect(await errorOf(form.getByRole('textbox', { name: 'New password', exact: true }))).toBe(
    'Password is required',
  );
  expect(await errorOf(form.getByRole('textbox', { name: 'Repeat new password' }))).toBe(
    'Passwords are not equal',
  );
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-1');
  await form.getByRole('textbox', { name: 'Repeat new password' }).fill('new-password-1');
  await submit.click();
  await expect(form.getByText('The current password is wrong.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(
    'new-password-1',
  );
});

test('e-mail change: rules, the current password, server texts, then pending until confirmed', async ({
  page,
}) => {
  const form = section(page, 'E-mail');
  // Other suites may have confirmed a new address for demo: take whatever it is now.
  const current = (await form.locator('[data-slot="current-email"]').textContent()) ?? '';
  const email = form.getByLabel('New e-mail');
  const password = form.getByRole('textbox', { name: 'Current password' });
  const submit = form.getByRole('button', { name: 'Change e-mail' });
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAccessibleDescription(/We ask for your password, tell your current/);
  await submit.click();
  expect(await errorOf(email)).toBe('Field is required');
  expect(await errorOf(password)).toContain('Field is required');
  await email.fill('not-an-email');
  await submit.click();
  await expect(form.getByText('Please input valid email')).toBeVisible();
  await email.fill('nosmart@example.com');
  await password.fill('not-the-password');
  await submit.click();
  await expect(form.getByText('The current password is wrong.')).toBeVisible();
  await expect(email).toHaveValue('nosmart@example.com');
  await expect(password).toHaveValue('not-the-password');
  await password.fill('demo-password');
  await submit.click();
  await expect(form.getByText('This e-mail is already registered.')).toBeVisible();
  const fresh = `demo+${Date.now()}@example.com`;
  await email.fill(fresh);
  await submit.click();
  await expect(form.locator('[data-slot="pending-email"]')).toContainText(fresh);
  await expect(form.locator('[data-slot="current-email"]')).toHaveText(current);
  await expect(password).toHaveValue('');
  // The current address is told of the change (the new one gets the link).
  const { mails } = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    mails: { to: string; subject: string; text: string }[];
  };
  const notice = mails.find(
    (m) => m.to === current && m.subject === 'Your e-mail address is being changed',
  );
  expect(notice?.text).toContain(fresh);
});

test('language and timezone: labels with UTC offsets, the notice follows the choice', async ({
  page,
}) => {
  await page.context().clearCookies();
  await signIn(page, NOSMART, '/publisher/settings');
  const form = section(page, 'Language and timezone');
  await expect(
    form.getByText('All dates displayed here are in America/New_York timezone'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Timezone details' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(
    /Your timezone: America\/New_York \(UTC-0[45]:00\)/,
  );
  await expect(page.getByRole('tooltip')).toContainText('Network timezone: UTC (UTC+00:00)');
  const timezone = form.getByRole('combobox', { name: 'Timezone' });
  await searchAndPick(page, timezone, '  tokyo ', '(UTC+09:00) Asia/Tokyo');
  await expect(timezone).toHaveText('(UTC+09:00) Asia/Tokyo');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Timezone updated')).toBeVisible();
  await expect(form.getByText('All dates displayed here are in Asia/Tokyo timezone')).toBeVisible();
  await searchAndPick(page, timezone, 'new_york', /America\/New_York$/);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('All dates displayed here are in America/New_York timezone'),
  ).toBeVisible();
});

test('the referral link and the number of referrals', async ({ page }) => {
  const card = section(page, 'Referral programme');
  await expect(card.getByLabel('Your referral link')).toHaveValue(/\/publisher\/register\?ref=/);
  await expect(card.getByText(/^Referrals: \d+$/)).toBeVisible();
});
