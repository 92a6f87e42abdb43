// Two-factor sign-in as a publisher lives it: turned on with the keyboard alone (QR code, the
// key as text, a first code from an app this test computes), recovery codes saved, sign-in with
// a code, a wrong code, a recovery code (spent once), a trusted browser and forgetting it, then
// turned off with password and code. Each new view passes axe in both schemes.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { GUARDED, setTwoFactor, signInThroughForm } from './fixtures';
import { fillSignIn, heading } from './journeys/journey-fixtures';
import { authenticator, expectAccessible, SECURITY_TAB } from './security-fixtures';

test.describe.configure({ mode: 'serial' });

const twoFactor = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });
const codeStep = (page: Page) => heading(page, 'Two-factor sign-in');

/** Tabs forward until `name` has the focus (a person reaching a control with the keyboard). */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    // The focused control's name: its aria-label, its label's text, or its own text.
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || !active.matches('a, button, input, textarea, select')) return '';
      const labels = active instanceof HTMLInputElement ? [...(active.labels ?? [])] : [];
      const label = labels.map((l) => l.textContent ?? '').join(' ');
      return (active.getAttribute('aria-label') ?? (label || active.textContent) ?? '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(name)} was not reached with Tab`);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/publisher\/login$/);
}

async function enterCode(page: Page, code: string, trust = false): Promise<void> {
  await expect(codeStep(page)).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  if (trust) await page.getByLabel('Trust this browser for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
}

const expectDashboard = async (page: Page) => {
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
};

test('two-factor sign-in: on with the keyboard, codes, trust, recovery, off', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await setTwoFactor(request, GUARDED);
  await request.post('/__demo/throttle/reset');
  await signInThroughForm(page, GUARDED);
  await page.goto(SECURITY_TAB);
  await expect(twoFactor(page).getByRole('status')).toHaveText('Two-factor sign-in is off.');

  let app: ReturnType<typeof authenticator> | undefined;
  let codes: string[] = [];
  await test.step('turned on with the keyboard alone', async () => {
    await page.getByRole('tab', { name: 'Security' }).focus();
    await tabTo(page, 'Turn on');
    await page.keyboard.press('Enter');
    const enrolment = page.getByRole('group', { name: 'Set up two-factor sign-in' });
    await expect(enrolment).toBeFocused();
    const secret = await enrolment.getByRole('textbox', { name: 'Setup key' }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(enrolment.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectAccessible(page, 'enrolment');
    app = authenticator(secret);
    await tabTo(page, /^Code from the app/);
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(enrolment.getByText('The code is wrong or has already been used.')).toBeVisible();
    await expect(enrolment.getByLabel('Code from the app')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(await app.next());
    await page.keyboard.press('Enter');

    const saved = page.getByRole('heading', { name: 'Save your recovery codes' });
    await expect(saved).toBeFocused();
    codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    await expectAccessible(page, 'recovery codes');
    await tabTo(page, 'Download .txt');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await (await download).path();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toEqual(codes);
    await tabTo(page, "I've saved them");
    await page.keyboard.press('Enter');
    await expect(twoFactor(page).getByRole('status')).toHaveText('Two-factor sign-in is on.');
    await expectAccessible(page, 'two-factor on');
  });
  const totp = app!;

  await test.step('sign-in asks for the code: a wrong one, then the app’s', async () => {
    await logOut(page);
    await fillSignIn(page, GUARDED);
    await expect(codeStep(page)).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await expectAccessible(page, 'code step');
    await enterCode(page, totp.spent());
    await expect(page.getByText('The code is wrong or has already been used.')).toBeVisible();
    await enterCode(page, await totp.next());
    await expectDashboard(page);
  });

  await test.step('a recovery code signs in once', async () => {
    await logOut(page);
    await fillSignIn(page, GUARDED);
    await enterCode(page, codes[0]!);
    await expectDashboard(page);
    await logOut(page);
    await fillSignIn(page, GUARDED);
    await enterCode(page, codes[0]!);
    await expect(page.getByText('The code is wrong or has already been used.')).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toHaveValue(codes[0]!);
  });

  await test.step('a trusted browser skips the code until it is forgotten', async () => {
    await enterCode(page, codes[1]!, true);
    await expectDashboard(page);
    await logOut(page);
    await fillSignIn(page, GUARDED);
    await expectDashboard(page);
    await page.goto(SECURITY_TAB);
    const region = twoFactor(page);
    await expect(region.getByRole('definition')).toHaveText(['8', '1']);
    await region.getByRole('button', { name: 'Forget trusted browsers' }).click();
    await expect(page.getByText('Every browser asks for the code again.')).toBeVisible();
    await expect(region.getByRole('definition')).toHaveText(['8', '0']);
    await logOut(page);
    await fillSignIn(page, GUARDED);
    await enterCode(page, codes[2]!);
    await expectDashboard(page);
  });

  await test.step('turned off with password and a code', async () => {
    await page.goto(SECURITY_TAB);
    const region = twoFactor(page);
    await region.getByRole('button', { name: 'Turn off' }).click();
    const form = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await expect(form.getByLabel('Password')).toBeFocused();
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('textbox', { name: 'Code', exact: true }).fill('000000');
    await form.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'turn off, with errors');
    await form.getByLabel('Password').fill(GUARDED.password);
    await form.getByRole('textbox', { name: 'Code', exact: true }).fill(await totp.next());
    await form.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(region.getByRole('status')).toHaveText('Two-factor sign-in is off.');
    await logOut(page);
    await fillSignIn(page, GUARDED);
    await expectDashboard(page);
  });

  const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as {
    mails: { to: string; subject: string }[];
  };
  const subjects = mails.filter((mail) => mail.to.includes('guarded')).map((mail) => mail.subject);
  expect(subjects).toContain('Two-factor sign-in turned on');
  expect(subjects).toContain('Two-factor sign-in turned off');
});

test('a network that requires it: set up at sign-in, then in with the deep link kept', async ({
  page,
  request,
}) => {
  await setTwoFactor(request, GUARDED);
  await page.goto('/publisher/offers?config=two-factor');
  await expect(page).toHaveURL(/\/publisher\/login/);
  await fillSignIn(page, GUARDED);
  await expect(heading(page, 'Set up two-factor sign-in')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expectAccessible(page, 'required set-up');
  const secret = await page.getByRole('textbox', { name: 'Setup key' }).inputValue();
  await page.getByLabel('Code from the app').fill(await authenticator(secret).next());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(heading(page, 'Offer')).toBeVisible();
  await expect(page).toHaveURL(/\/publisher\/offers/);
  await setTwoFactor(request, GUARDED);
});
