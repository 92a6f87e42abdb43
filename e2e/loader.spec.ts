import { expect, test } from '@playwright/test';

const CHROME_90 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.93 Safari/537.36';

test.describe('an old browser', () => {
  test.use({ userAgent: CHROME_90 });

  test('gets the unsupported page with upgrade links and no framework', async ({ page }) => {
    const modules: string[] = [];
    page.on('request', (r) => {
      if (/publisher-platform\/(?!loader\.js)/.test(r.url())) modules.push(r.url());
    });
    await page.goto('/publisher/login');
    await expect(
      page.getByRole('heading', { name: 'Unfortunately your browser is not supported' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Chrome/ })).toHaveAttribute(
      'href',
      /google\.com\/chrome/,
    );
    await expect(page.getByRole('link', { name: /Firefox/ })).toBeVisible();
    expect(modules).toEqual([]);
  });
});

test.describe('an old browser in Russian', () => {
  test.use({ userAgent: CHROME_90, locale: 'ru-RU' });

  test('reads the unsupported page in its language', async ({ page }) => {
    await page.goto('/publisher/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /К сожалению, ваш браузер не поддерживается/,
    );
  });
});

test('blocked local storage gets its page', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/publisher/login');
  await expect(
    page.getByRole('heading', { name: 'Browser data storage is disabled' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});

test('a wrong host config is reported and the portal still works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/publisher/login?config=broken');
  await expect(
    page.getByRole('status').filter({ hasText: 'configuration of this page has errors' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(errors.join('\n')).toContain('Invalid host config');
});

test('an unparsable host config is reported and the portal still works', async ({ page }) => {
  await page.goto('/publisher/login?config=unparsable');
  await expect(
    page.getByRole('status').filter({ hasText: 'configuration of this page has errors' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
