import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';
import { NEWBIE, NOSMART, menuNames, openMenu, shell, withAdditionalPages } from './shell-fixtures';

const STANDARD = [
  'Dashboard',
  'Smartlink',
  'Offer',
  'Report',
  'Conversion',
  'Balance',
  'Payments',
  'Domain',
  'News',
  'Support',
  'Settings',
];
const page = (id: number, menuTitle: string, placement: number | null, extra = {}) => ({
  '@id': `/publisher/api/additional_pages/${id}`,
  menuTitle,
  placement,
  pageTitle: `${menuTitle} page`,
  type: 1,
  html: `<p>${menuTitle} text</p>`,
  ...extra,
});
const EXTRA_PAGES = [
  page(11, 'After dashboard', 1),
  page(12, 'After settings', 11),
  page(13, 'After offer', 3, { icon: 'book' }),
  page(14, 'Appended zero', 0),
  page(15, 'Appended none', null),
  page(16, 'Appended far', 42),
];

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`frame at ${label}`, () => {
    const it = viewportTest('frame', label, viewport);

    it('the menu keeps its fixed order; Smartlink needs ROLE_SMARTLINKS', async ({ page: tab }) => {
      await withAdditionalPages(tab, []);
      await signIn(tab);
      expect(await menuNames(tab)).toEqual(STANDARD);
      await tab.context().clearCookies();
      await signIn(tab, NOSMART);
      expect(await menuNames(tab)).toEqual(STANDARD.filter((name) => name !== 'Smartlink'));
    });

    it('host pages go after the standard item their placement names, or last', async ({
      page: tab,
    }) => {
      await withAdditionalPages(tab, EXTRA_PAGES);
      await signIn(tab);
      expect(await menuNames(tab)).toEqual([
        'Dashboard',
        'After dashboard',
        'Smartlink',
        'Offer',
        'After offer',
        'Report',
        'Conversion',
        'Balance',
        'Payments',
        'Domain',
        'News',
        'Support',
        'Settings',
        'After settings',
        'Appended zero',
        'Appended none',
        'Appended far',
      ]);
      const nav = tab.getByRole('navigation', { name: 'Main menu' });
      await expect(nav.locator('[data-menu-item="page-13"] [data-icon="book"]')).toHaveCount(1);
      await expect(
        nav.locator('[data-menu-item="page-11"] [data-icon="question-circle"]'),
      ).toHaveCount(1);
      await nav.getByRole('link', { name: 'After offer' }).click();
      await expect(tab).toHaveURL(/\/publisher\/additional_pages\/13$/);
      await expect(tab.getByRole('heading', { name: 'After offer page', level: 1 })).toBeVisible();
      await expect(tab.getByText('After offer text')).toBeVisible();
    });

    it('demo accounts see the activation banner; others do not', async ({ page: tab }) => {
      await signIn(tab, NEWBIE);
      const banner = tab.locator('[data-slot="demo-banner"]');
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height).toBeGreaterThanOrEqual(34);
      await banner.getByRole('link', { name: /activation/ }).click();
      await expect(tab).toHaveURL(/\/publisher\/support$/);
      await tab.context().clearCookies();
      await signIn(tab);
      await expect(tab.locator('[data-slot="demo-banner"]')).toHaveCount(0);
    });

    it('unknown paths show Not Found inside the frame', async ({ page: tab }) => {
      await signIn(tab);
      for (const path of ['/publisher/nothing-here', '/publisher/settings/extra']) {
        await tab.goto(path);
        await expect(tab.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
        await expect(shell(tab).locator('[data-slot="header"]')).toBeVisible();
      }
      await expect(await openMenu(tab)).toBeVisible();
    });
  });
}
