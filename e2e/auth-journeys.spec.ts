// Sign-up, sign-in and password journeys in the browser against the demo network: registration
// with the activation mail, a failed then successful sign-in, password reset by mail, and the
// e-mail change link.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './fixtures';

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The path of the first link in the newest mail to `to` with `subject` (waits for it). */
async function mailLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as {
        mails: Mail[];
      };
      link = mails.find((m) => m.to === to && m.subject === subject)?.links[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname;
}

// The smallest valid PNG (1×1), so the CDN accepts it by its magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const FINGERPRINT = /^[0-9a-f]{32}$/;
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A field by its label text (required fields add a decorative asterisk). */
const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

declare global {
  interface Window {
    __ppSent?: { method: string; url: string; body: string }[];
  }
}

/**
 * Records the bodies of the requests the page sends (DevTools does not expose the bodies of
 * fetch calls made with a Request object); `sentBody` waits for the first one to `urlPart`.
 */
async function recordRequests(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.__ppSent = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      void request
        .clone()
        .text()
        .then((body) => window.__ppSent?.push({ method: request.method, url: request.url, body }));
      return original(request);
    };
  });
}

async function sentBody(page: Page, urlPart: string, method = 'POST'): Promise<unknown> {
  let body = '';
  await expect
    .poll(async () => {
      const sent = await page.evaluate(() => window.__ppSent ?? []);
      body = sent.find((r) => r.method === method && r.url.includes(urlPart))?.body ?? '';
      return body;
    })
    .not.toBe('');
  return JSON.parse(body);
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Fills the registration form with valid values (no uploads). */
async function fillRegistration(page: Page, email: string, username: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Username').fill(username);
  await labelled(page, 'Password').fill('s3cret-pass');
  await labelled(page, 'Repeat password').fill('s3cret-pass');
  await page.getByRole('combobox', { name: 'Messenger' }).click();
  await page.getByRole('option', { name: 'Skype' }).click();
  await field(page, 'Account').fill('live:someone');
  await field(page, 'Website').fill('https://example.org');
}

test('register → activation mail → confirm → dashboard', async ({ page }) => {
  const username = `e2e_${Date.now().toString(36)}`;
  const email = `${username}@example.org`;
  await recordRequests(page);
  await page.goto('/publisher/register?ref=REF42&utm_source=e2e-news');
  await fillRegistration(page, email, username);
  await page.getByRole('checkbox', { name: 'SEO' }).check();
  await page.getByRole('checkbox', { name: 'Push' }).check();
  await page
    .getByRole('group', { name: 'Company logo' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('logo.png')).toBeVisible();

  await page.getByRole('button', { name: 'Sign up' }).click();
  const payload = (await sentBody(page, '/publisher/api/publishers/register')) as Record<
    string,
    unknown
  >;
  expect(payload).toMatchObject({
    email,
    username,
    plainPassword: 's3cret-pass',
    repeatPlainPassword: 's3cret-pass',
    messenger: 'skype',
    contactInfo: 'live:someone',
    registrationReferrerToken: 'REF42',
    utmSource: 'e2e-news',
  });
  expect(payload.fingerprint).toMatch(FINGERPRINT);
  expect(payload.customFieldValues).toEqual([
    {
      publisherCustomField: '/publisher/api/publisher_custom_fields/1',
      value: 'https://example.org',
    },
    { publisherCustomField: '/publisher/api/publisher_custom_fields/2', value: 'seo,push' },
    {
      publisherCustomField: '/publisher/api/publisher_custom_fields/3',
      files: [expect.stringMatching(/^\/publisher\/api\/cdn\//)],
    },
  ]);

  await expect(page.getByRole('status').filter({ hasText: 'activation link' })).toContainText(
    `We have sent an email with an activation link to ${email}`,
  );
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await expect(field(page, 'Email')).toBeDisabled();

  await page.goto(await mailLink(page.request, email, 'Activate your account'));
  expect(await sentBody(page, '/publisher/register/confirm/')).toEqual({
    fingerprint: expect.stringMatching(FINGERPRINT),
  });
  await expectDashboard(page);
});

test('registration: server violations on their fields, 406 in the result view', async ({
  page,
}) => {
  await page.goto('/publisher/register');
  await fillRegistration(page, 'newbie@example.com', 'demo');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription(
    'This e-mail is already registered.',
  );
  await expect(field(page, 'Username')).toHaveAccessibleDescription(
    /This username is already taken\./,
  );
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();

  await field(page, 'Email').fill('someone@mailinator.com');
  await field(page, 'Username').fill(`e2e_${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Registration from disposable e-mail addresses is not allowed.',
  );
  await page.getByRole('button', { name: 'Back to the form' }).click();
  await expect(field(page, 'Email')).toHaveValue('someone@mailinator.com');
  await expect(field(page, 'Account')).toHaveValue('live:someone');
});

test('the registration-limit cookie blocks sign-up', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'publisher_registration_limit', value: '1', url: `${baseURL}/publisher/` },
  ]);
  await page.goto('/publisher/register');
  await expect(page.getByText('Registration limit exceeded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
});

test('a used activation link shows the server text', async ({ page }) => {
  await page.goto('/publisher/register/confirm/not-a-real-token');
  await expect(page.getByRole('alert')).toContainText(
    'The confirmation link is invalid or has expired.',
  );
});

test('wrong password → the server text in the field → correct password → dashboard', async ({
  page,
}) => {
  await recordRequests(page);
  await page.goto('/publisher/login');
  await page.getByLabel('Email or username').fill('demo');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await sentBody(page, '/publisher/api/login')).toEqual({
    username: 'demo',
    password: 'wrong-password',
    _remember_me: true,
    fingerprint: expect.stringMatching(FINGERPRINT),
  });
  await expect(password).toHaveAccessibleDescription('Invalid credentials.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByLabel('Email or username')).toHaveValue('demo');
  await password.fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectDashboard(page);
});

test('reset password → mail → new password → dashboard', async ({ page }) => {
  // A seeded referred partner nobody else signs in as: a reset ends the account's sessions.
  const email = 'partner01@example.net';
  await recordRequests(page);
  await page.goto('/publisher/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/publisher\/reset_password$/);
  await field(page, 'Email').fill(email);
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/reset_password/send_email')) requests += 1;
  });
  await page.getByRole('button', { name: 'Reset password' }).dblclick();
  await expect(page.getByRole('status')).toHaveText(
    "An email has been sent. It contains a link you must click to reset your password. Note: You can only request a new password once within 2 hours. If you don't get an email check your spam folder or try again.",
  );
  expect(requests).toBe(1);

  const link = await mailLink(page.request, email, 'Reset your password');
  await page.goto(link);
  await labelled(page, 'New password').fill('partner-pass-1');
  await labelled(page, 'Repeat password').fill('partner-pass-1');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Save password' }).click();
  expect((await patch).headers()['content-type']).toBe('application/merge-patch+json');
  await expectDashboard(page);
  expect(await sentBody(page, '/reset_password', 'PATCH')).toEqual({
    plainPassword: 'partner-pass-1',
    repeatPlainPassword: 'partner-pass-1',
    fingerprint: expect.stringMatching(FINGERPRINT),
  });

  // The used link says so as soon as it opens, with the way to a new one; no form to fill first.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(
    'The password reset link is invalid or has expired.',
  );
  await expect(labelled(page, 'New password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/publisher\/reset_password$/);
  await expect(field(page, 'Email')).toBeVisible();
});

test('e-mail change link → settings with "Email updated"', async ({ page }) => {
  const email = `demo.${Date.now().toString(36)}@example.com`;
  await signIn(page);
  const answer = await page.request.patch('/publisher/api/publishers/1', {
    data: { email },
    headers: { 'content-type': 'application/merge-patch+json' },
  });
  expect(answer.ok()).toBe(true);
  const link = await mailLink(page.request, email, 'Confirm your new e-mail');
  await page.goto(link);
  await expect(page).toHaveURL(/\/publisher\/settings$/);
  await expect(page.getByRole('status').filter({ hasText: 'Email updated' })).toBeVisible();
});
