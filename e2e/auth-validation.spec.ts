// Every validation text of the login, registration and password-reset forms appears
// for its rule on submit, in English (the exact product texts below) and in Russian.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openNewPasswordForm } from './fixtures';

type Messages = Record<string, string>;
const readModule = (dir: string, lang: string): Messages =>
  JSON.parse(
    readFileSync(new URL(`../src/${dir}/messages/${lang}.json`, import.meta.url), 'utf8'),
  ) as Messages;
/** The shared rules' messages and the auth screens' own. */
const read = (lang: string): Messages => ({
  ...readModule('shared', lang),
  ...readModule('parcels/auth', lang),
});

/** The product's English texts word for word, by message id: no catalogue edit may change them. */
const PRODUCT_TEXTS: Messages = {
  'shared.validation.required': 'Field is required',
  'shared.validation.notBlank': 'Field should not be blank',
  'shared.validation.email': 'Please input valid email',
  'shared.validation.usernameRequired': 'Username is required',
  'shared.validation.usernameLength': 'The username length should be less or equal than 32 symbols',
  'shared.validation.usernameChars': 'The username may contain only letters, digits and , . _ - @',
  'shared.validation.passwordRequired': 'Password is required',
  'shared.validation.repeatRequired': 'Repeat password is required',
  'shared.validation.passwordsMismatch': 'Passwords do not match',
  'shared.validation.passwordsNotEqual': 'Passwords are not equal',
  'auth.validation.messenger': 'Please select your preferred instant messenger platform',
  'shared.validation.account': 'Please input account',
  'auth.upload.invalid': 'Invalid image. Please check the requirements.',
  'auth.upload.tooLarge': 'The file is too large. Allowed maximum size is 5 MB.',
  'auth.upload.hint': 'Please use JPEG, JPG or PNG',
};
const TITLES: Record<string, { website: string; logo: string }> = {
  en: { website: 'Website', logo: 'Company logo' },
  ru: { website: 'Сайт', logo: 'Логотип компании' },
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'ru'] as const) {
  const messages = read(lang);
  const m = (id: string) => messages[id] ?? id;
  // English must be that exact wording; Russian its translation under the same id.
  const text = (id: string) => (lang === 'en' ? (PRODUCT_TEXTS[id] ?? m(id)) : m(id));
  const input = (page: Page, labelId: string) =>
    page
      .getByLabel(new RegExp(`^${escape(m(labelId))}\\*?$`))
      .and(page.locator('input:not([type=checkbox])'));
  const expectError = (field: Locator, id: string) =>
    expect(field).toHaveAccessibleDescription(new RegExp(escape(text(id))));

  test.describe(`validation texts (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: '_locale', value: lang, url: `${baseURL}/publisher/` }]);
    });

    test('login', async ({ page }) => {
      await page.goto('/publisher/login');
      const submit = page.getByRole('button', { name: m('auth.login.submit') });
      await submit.click();
      await expectError(input(page, 'auth.login.username'), 'shared.validation.required');
      await expectError(input(page, 'auth.login.password'), 'shared.validation.passwordRequired');
      await input(page, 'auth.login.username').fill('   ');
      await submit.click();
      await expectError(input(page, 'auth.login.username'), 'shared.validation.notBlank');
    });

    test('registration', async ({ page }) => {
      await page.goto('/publisher/register');
      const submit = page.getByRole('button', { name: m('auth.register.submit') });
      const email = input(page, 'auth.register.email');
      const username = input(page, 'auth.register.username');
      const password = input(page, 'auth.register.password');
      const repeat = input(page, 'auth.register.repeatPassword');
      const account = input(page, 'auth.register.account');
      const website = page.getByRole('textbox', { name: TITLES[lang]?.website });
      await submit.click();
      await expectError(email, 'shared.validation.required');
      await expectError(username, 'shared.validation.usernameRequired');
      await expectError(password, 'shared.validation.passwordRequired');
      await expectError(repeat, 'shared.validation.repeatRequired');
      await expectError(
        page.getByRole('combobox', { name: m('auth.register.messenger') }),
        'auth.validation.messenger',
      );
      await expectError(account, 'shared.validation.account');
      await expectError(website, 'shared.validation.required');

      await email.fill('ann@');
      await username.fill('a'.repeat(33));
      await password.fill('secret');
      await repeat.fill('secret!');
      await account.fill('a');
      await website.fill('   ');
      await submit.click();
      await expectError(email, 'shared.validation.email');
      await expectError(username, 'shared.validation.usernameLength');
      await expectError(password, 'shared.validation.passwordLength');
      await expectError(repeat, 'shared.validation.passwordsMismatch');
      await expectError(account, 'shared.validation.account');
      await expectError(website, 'shared.validation.required');

      await username.fill('ann smith');
      await password.fill('   ');
      await submit.click();
      await expectError(username, 'shared.validation.usernameChars');
      await expectError(password, 'shared.validation.passwordRequired');

      const logo = page.getByRole('group', { name: TITLES[lang]?.logo });
      await expect(logo).toContainText(text('auth.upload.hint'));
      const file = logo.locator('input[type=file]');
      await file.setInputFiles({
        name: 'a.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await expect(logo).toContainText(text('auth.upload.invalid'));
      const big = Buffer.alloc(5_000_001);
      await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
      await expect(logo).toContainText(
        lang === 'en'
          ? text('auth.upload.tooLarge')
          : m('auth.upload.tooLarge').replace('{size}', '5 МБ'),
      );
      await expect(email).toHaveValue('ann@');
    });

    test('password reset request', async ({ page }) => {
      await page.goto('/publisher/reset_password');
      const submit = page.getByRole('button', { name: m('auth.reset.submit') });
      const email = input(page, 'auth.reset.email');
      await submit.click();
      await expectError(email, 'shared.validation.required');
      await email.fill('  ');
      await submit.click();
      await expectError(email, 'shared.validation.notBlank');
      await email.fill('ann@example');
      await submit.click();
      await expectError(email, 'shared.validation.email');
    });

    test('new password', async ({ page }) => {
      await openNewPasswordForm(page);
      const submit = page.getByRole('button', { name: m('auth.resetConfirm.submit') });
      const password = input(page, 'auth.resetConfirm.password');
      const repeat = input(page, 'auth.resetConfirm.repeat');
      await submit.click();
      await expectError(password, 'shared.validation.passwordRequired');
      await expectError(repeat, 'shared.validation.repeatRequired');
      await password.fill('   ');
      await repeat.fill('x');
      await submit.click();
      await expectError(password, 'shared.validation.passwordRequired');
      await password.fill('abc');
      await submit.click();
      await expectError(password, 'shared.validation.passwordLength');
      await expectError(repeat, 'shared.validation.passwordsNotEqual');
    });
  });
}
