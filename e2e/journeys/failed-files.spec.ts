// Every file the portal loads on demand fails once (a dropped connection), and the publisher still
// gets everywhere: a walk through every page, overlay, select, export and language, where each
// part that could not be loaded says so with Retry, and Retry draws it in place, with no page
// load. The files come from the build's manifest; at the end each one must have failed once and
// then been served, so a new chunk the walk never reaches fails this test by name.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { countDocumentLoads, setTwoFactor, TWO_FACTOR } from '../fixtures';
import { fillSignIn, heading, menu, retryButton, widget } from './journey-fixtures';
import { lazyFiles } from './lazy-files';

const BUNDLE = '/assets/publisher-platform/';

/** Fails the first request of every on-demand file; records what failed and was served after. */
async function dropEachFileOnce(page: Page) {
  const lazy = lazyFiles();
  const failed = new Set<string>();
  const recovered = new Set<string>();
  await page.context().route(`**${BUNDLE}**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(BUNDLE.length);
    if (!lazy.has(file)) return route.continue();
    if (!failed.has(file)) {
      failed.add(file);
      return route.fulfill({ status: 500, body: 'dropped' });
    }
    recovered.add(file);
    return route.continue();
  });
  return { lazy, failed, recovered };
}

/**
 * Waits for `target`, pressing each Retry the widget offers on the way (a part, a page or a
 * parcel that could not be loaded), as a publisher would.
 */
async function reach(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (await target.isVisible()) return;
    const retry = retryButton(page);
    if (await retry.isVisible()) await retry.click({ timeout: 2000 }).catch(() => undefined);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 45_000, intervals: [100, 250, 500] });
}

const open = async (page: Page, trigger: Locator, shows: Locator) => {
  await reach(page, trigger);
  await trigger.click();
  await reach(page, shows);
};

async function goTo(page: Page, item: string, title: string | RegExp) {
  await reach(page, menu(page).getByRole('link', { name: item, exact: true }));
  await menu(page).getByRole('link', { name: item, exact: true }).click();
  await reach(page, heading(page, title));
}

test('every on-demand file failing once: Retry brings each part back in place', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const files = await dropEachFileOnce(page);

  await test.step('signed out: login, sign-up, password reset, a confirmation link', async () => {
    await page.goto('/publisher/login');
    await reach(page, page.getByRole('heading', { name: 'Sign in' }));
    await open(page, page.getByRole('link', { name: 'Sign up' }), page.getByLabel('Username'));
    await page.goto('/publisher/reset_password');
    await reach(page, page.getByRole('button', { name: /Reset|Send/ }).first());
    await page.goto('/publisher/register/confirm/tour-token');
    await reach(page, widget(page).locator('[data-slot="field-error"]'));
  });
  await test.step('two-factor: the code step at sign-in, the set-up a network requires', async () => {
    await setTwoFactor(page.request, TWO_FACTOR, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await page.goto('/publisher/login');
    await reach(page, page.getByLabel('Email or username'));
    await fillSignIn(page, TWO_FACTOR);
    await reach(page, page.getByRole('heading', { name: 'Two-factor sign-in' }));
    await setTwoFactor(page.request, TWO_FACTOR);
    await page.goto('/publisher/login?config=two-factor');
    await reach(page, page.getByLabel('Email or username'));
    await fillSignIn(page, TWO_FACTOR);
    await reach(page, heading(page, 'Set up two-factor sign-in'));
    await page.context().clearCookies();
  });
  await test.step("the network's own words and colours, and its page's API", async () => {
    await page.goto('/publisher/login?config=overrides');
    await reach(page, page.getByRole('heading', { name: 'Partner sign-in' }));
    await page.waitForFunction(() => window.PublisherPlatform !== undefined);
  });
  await test.step('signing in', async () => {
    await page.goto('/publisher/login');
    await reach(page, page.getByLabel('Email or username'));
    await fillSignIn(page);
  });
  // From here on the portal is one page: nothing may be recovered by loading it again.
  const loads = await countDocumentLoads(page);

  await test.step('dashboard with its chart', async () => {
    await reach(page, heading(page, 'Dashboard'));
    await reach(page, widget(page).locator('[data-slot="dashboard-chart"]'));
  });

  await test.step('offers: the table, its filters, an offer with its QR code', async () => {
    await goTo(page, 'Offer', 'Offer');
    const firstOffer = widget(page).locator('[data-offer]:visible').first().getByRole('link');
    await reach(page, firstOffer.first());
    await open(
      page,
      page.getByRole('button', { name: /^Filters/ }),
      page.getByRole('dialog', { name: 'Filters' }),
    );
    await open(
      page,
      page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'Category' }),
      page.getByRole('listbox'),
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
    await firstOffer.first().click();
    await reach(page, page.getByRole('textbox', { name: 'Tracking link' }));
    await open(
      page,
      page.getByRole('button', { name: 'QR code' }),
      page.getByRole('img', { name: 'QR code of the tracking link' }),
    );
  });

  await test.step('smartlinks: the list, one smartlink, its postback dialog', async () => {
    await goTo(page, 'Smartlink', 'Smartlink');
    const first = widget(page).locator('[data-smartlink]:visible').first().getByRole('link');
    await reach(page, first.first());
    await first.first().click();
    await open(
      page,
      page.getByRole('tab', { name: 'Postback' }),
      page.getByRole('button', { name: 'Add postback' }),
    );
    await open(
      page,
      page.getByRole('button', { name: 'Add postback' }),
      page.getByRole('dialog', { name: 'Add postback' }),
    );
    await page.keyboard.press('Escape');
  });

  await test.step('reports: the date picker, a grouping, the export', async () => {
    await goTo(page, 'Report', 'Reports');
    await reach(page, widget(page).getByRole('table').first());
    await open(
      page,
      page.getByRole('button', { name: /^Date range:/ }),
      page.getByRole('button', { name: 'Today', exact: true }),
    );
    await page.keyboard.press('Escape');
    await open(page, page.getByRole('combobox', { name: 'Group by' }), page.getByRole('listbox'));
    await page.getByRole('option', { name: 'Country', exact: true }).click();
    const download = page.waitForEvent('download');
    await reach(page, page.getByRole('button', { name: 'Export' }));
    await page.getByRole('button', { name: 'Export' }).click();
    // The export's own code may fail first: Retry, then Export again.
    const done = await Promise.race([download.then(() => true), page.waitForTimeout(8000)]);
    if (!done) {
      await reach(page, page.getByRole('button', { name: 'Export' }));
      await page.getByRole('button', { name: 'Export' }).click();
      await download;
    }
  });

  await test.step('conversions, the click log, balance with promo codes, payments, domains', async () => {
    await goTo(page, 'Conversion', 'Conversions');
    await reach(page, widget(page).getByRole('table').first());
    await open(
      page,
      widget(page).getByRole('link', { name: 'Click log' }),
      heading(page, 'Click log'),
    );
    await reach(page, widget(page).getByRole('table').first());
    await goTo(page, 'Balance', 'Balance');
    await open(
      page,
      widget(page).getByRole('tab', { name: 'Promo codes' }),
      widget(page).getByRole('button', { name: 'Activate', exact: true }),
    );
    await goTo(page, 'Payments', 'Payments');
    await reach(page, widget(page).getByRole('table').first());
    await goTo(page, 'Domain', 'Domains');
    await open(
      page,
      page.getByRole('button', { name: 'Add domain' }),
      page.getByRole('dialog', { name: 'Add domain' }),
    );
    await page.keyboard.press('Escape');
  });

  await test.step('news, an article, support, an additional page, settings', async () => {
    await goTo(page, 'News', 'News');
    const article = widget(page).locator('[data-route="news"] a[href*="/article/"]').first();
    await reach(page, article);
    await article.click();
    await reach(page, widget(page).locator('[data-route="newsArticle"] h1'));
    await goTo(page, 'Support', 'Support');
    await open(page, page.getByRole('tab', { name: 'FAQ' }), page.getByRole('searchbox'));
    await goTo(page, 'Network rules', /.+/);
    await goTo(page, 'Settings', 'Settings');
    await open(page, page.getByRole('combobox', { name: 'Timezone' }), page.getByRole('listbox'));
    await page.keyboard.press('Escape');
  });

  await test.step('the header: news popover, and every language', async () => {
    await open(
      page,
      page.getByRole('button', { name: /^News: / }),
      page.getByRole('dialog', { name: 'News' }),
    );
    await page.keyboard.press('Escape');
    for (const [code, title] of [
      ['ru', 'Настройки'],
      ['uk', 'Налаштування'],
      ['zh', '设置'],
      ['en', 'Settings'],
    ] as const) {
      await open(
        page,
        page.locator('[data-slot="language-switcher"]'),
        page.locator(`[data-slot="language-list"] [lang="${code}"]`),
      );
      await page.locator(`[data-slot="language-list"] [lang="${code}"]`).click();
      await reach(page, heading(page, title));
    }
  });

  // No page was loaded again: every part came back in place.
  expect(loads()).toBe(0);
  const notReached = [...files.lazy].filter((file) => !files.failed.has(file));
  expect(notReached, 'files the walk never loads: add a step that does').toEqual([]);
  const notBack = [...files.failed].filter((file) => !files.recovered.has(file));
  expect(notBack, 'files that failed and were never asked for again').toEqual([]);
});
