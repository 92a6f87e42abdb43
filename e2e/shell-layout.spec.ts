import { expect, test } from '@playwright/test';
import { signIn, signInThroughForm } from './fixtures';

test.describe('slide-over menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the header, traps focus, closes with Escape and after navigating', async ({
    page,
  }) => {
    await signIn(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    // Phones keep log out, settings and the pickers in the menu.
    await expect(dialog.getByRole('link', { name: 'Log out' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Balance' }).click();
    await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('the sidebar is 227 px wide, an icon rail at the large breakpoint, and toggles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const sidebar = page.locator('[data-slot="sidebar"]');
  expect((await sidebar.boundingBox())?.width).toBe(227);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  expect((await sidebar.boundingBox())?.width).toBeLessThan(80);
  await expect(sidebar.getByRole('link', { name: 'Balance' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand menu' }).click();
  expect((await sidebar.boundingBox())?.width).toBe(227);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(sidebar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('content scrolls to the top on each route change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await signIn(page, '/publisher/settings');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Domain' })
    .click();
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('after log out, the next publisher gets their own profile, menu and widgets', async ({
  page,
}) => {
  await signInThroughForm(page); // a session of its own: signing out ends it
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Smartlink' })).toBeVisible();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await page.getByLabel('Email or username').fill('nosmart');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Offer' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Smartlink' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your manager: Bohdan' })).toBeVisible();
});

test.describe('the desktop breakpoint is 1235 px', () => {
  test('the sidebar is a rail at 1234 px and full width at 1235 px', async ({ page }) => {
    await page.setViewportSize({ width: 1234, height: 800 });
    await signIn(page);
    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await page.setViewportSize({ width: 1235, height: 800 });
    await expect(sidebar).not.toHaveAttribute('data-collapsed', 'true');
    expect((await sidebar.boundingBox())?.width).toBe(227);
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  });

  test('the sign-in form is 530 px wide at 1234 px and 390 px at 1235 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1234, height: 900 } });
    const page = await context.newPage();
    await page.goto('/publisher/login');
    const field = page.getByLabel('Email or username');
    await expect(field).toBeVisible();
    expect((await field.boundingBox())?.width).toBe(530);
    await page.setViewportSize({ width: 1235, height: 900 });
    await expect.poll(async () => (await field.boundingBox())?.width).toBe(390);
    // The desktop frame gets its border from 1441 px.
    const frame = page.locator('[data-slot="auth-layout"]');
    const border = () => frame.evaluate((el) => getComputedStyle(el).borderTopWidth);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(border).toBe('0px');
    await page.setViewportSize({ width: 1441, height: 900 });
    await expect.poll(border).toBe('1px');
    await context.close();
  });
});
