// Small things a publisher sees on every visit: tab strips without a stray scrollbar, a colour
// scheme switch that shows its choice in both themes, one word for the dashboard in every
// language, and a date of birth that says what is wrong with it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { viewInRussian } from './offers-fixtures';
import { openMenu, shell } from './shell-fixtures';

const TAB_PAGES = [
  '/publisher/reports',
  '/publisher/balance',
  '/publisher/payments',
  '/publisher/support',
];

/** What of a scrollbar a tab strip draws, and whether it can scroll sideways. */
const stripMetrics = (list: Locator) =>
  list.evaluate((el) => ({
    // A scrollbar takes room from the client box; any vertical overflow would scroll.
    verticalBar: (el as HTMLElement).offsetWidth - el.clientWidth,
    horizontalBar: (el as HTMLElement).offsetHeight - el.clientHeight,
    verticalOverflow: el.scrollHeight - el.clientHeight,
    sideways: el.scrollWidth > el.clientWidth,
  }));

/** WCAG contrast of the chosen theme option's fill against what is behind the switch, and of its
 *  icon against that fill. */
const switchContrast = (themeSwitch: Locator) =>
  themeSwitch.evaluate((fieldset) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    const opaque = (el: Element | null): string => {
      for (let node = el; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if ((rgb(color)[3] ?? 1) > 0) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const chosen = fieldset.querySelector('input:checked')?.closest('label');
    if (!chosen) throw new Error('no option is chosen');
    const fill = getComputedStyle(chosen).backgroundColor;
    return {
      fillVsBehind: ratio(fill, opaque(fieldset.parentElement)),
      iconVsFill: ratio(getComputedStyle(chosen).color, fill),
    };
  });

async function checkStrips(page: Page) {
  for (const path of TAB_PAGES) {
    await page.goto(path);
    const list = page.getByRole('tablist').first();
    await expect(list.getByRole('tab').first()).toBeVisible();
    const metrics = await stripMetrics(list);
    expect(metrics, path).toMatchObject({ verticalBar: 0, horizontalBar: 0 });
    expect(metrics.verticalOverflow, path).toBeLessThanOrEqual(0);
  }
}

for (const [label, viewport] of [
  ['1366 px', { width: 1366, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    for (const scheme of ['light', 'dark'] as const) {
      test(`${scheme}: tab strips draw no scrollbar; the chosen scheme stands out`, async ({
        page,
      }) => {
        test.slow();
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page);
        await checkStrips(page);
        if (viewport.width < 600) {
          // The reports strip is wider than a phone: it still scrolls sideways.
          await page.goto('/publisher/reports');
          const list = page.getByRole('tablist').first();
          await expect(list.getByRole('tab').first()).toBeVisible();
          expect((await stripMetrics(list)).sideways).toBe(true);
          await list.evaluate((el) => el.scrollBy({ left: 200 }));
          expect(await list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        }
        // In the header from the tablet width, in the slide-over menu on phones.
        if (viewport.width < 600) await openMenu(page);
        const container =
          viewport.width < 600 ? page.getByRole('dialog', { name: 'Main menu' }) : shell(page);
        const themeSwitch = container.locator('[data-slot="theme-switch"]');
        await expect(themeSwitch.getByRole('radio', { name: 'System' })).toBeChecked();
        const contrast = await switchContrast(themeSwitch);
        expect(contrast.fillVsBehind).toBeGreaterThanOrEqual(3);
        expect(contrast.iconVsFill).toBeGreaterThanOrEqual(4.5);
      });
    }
  });
}

test('the menu and the page call the dashboard (and the offers) by one name in each language', async ({
  page,
}) => {
  await signIn(page);
  for (const [locale, dashboard, offers] of [
    ['ru', 'Дашборд', 'Офферы'],
    ['uk', 'Дашборд', 'Офери'],
    ['zh', '仪表板', '广告活动'],
  ] as const) {
    await page
      .context()
      .addCookies([
        { name: '_locale', value: locale, url: `${new URL(page.url()).origin}/publisher` },
      ]);
    await page.goto('/publisher/dashboard');
    await expect(page.getByRole('heading', { name: dashboard, level: 1 })).toBeVisible();
    const items = page.locator('[data-menu-item]');
    await expect(items.first()).toHaveText(dashboard);
    await page.goto('/publisher/offers');
    await expect(page.getByRole('heading', { name: offers, level: 1 })).toBeVisible();
    await expect(items.filter({ hasText: offers })).toHaveCount(1);
  }
});

test('a future date of birth says so, in English and in Russian, and nothing is sent', async ({
  page,
}) => {
  await signIn(page, '/publisher/settings');
  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches += 1;
  });
  const future = `${new Date().getUTCFullYear() + 1}-06-15`;
  const card = page.locator('[data-slot="personal-info"]');
  await card.getByLabel('Date of birth').fill(future);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Date of birth cannot be in the future')).toBeVisible();
  await expect(card.getByLabel('Date of birth')).toHaveValue(future);
  await card.getByLabel('Date of birth').fill('1899-12-31');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Date of birth cannot be before 1900')).toBeVisible();
  expect(patches).toBe(0);

  await viewInRussian(page);
  await page.reload();
  await card.getByLabel('Дата рождения').fill(future);
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card.getByText('Дата рождения не может быть в будущем')).toBeVisible();
  expect(patches).toBe(0);
});
