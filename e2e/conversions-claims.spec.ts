// Claims for conversions, as the claimer account (its own clicks and conversions, so no other
// spec sees its lists change): the Claims tab in the URL, a claim filed by click id (a 500 keeps
// the form, a double click sends once), the server's refusals on their fields with the typed
// values kept, the network's answer in the list and in the notifications, and "Claim" on a
// declined row prefilled. Every claim a test files is answered "rejected" before it ends, so a
// later run (or the other viewport) may claim the same click again.
import { expect as baseExpect, test, type Route } from '@playwright/test';
import {
  answerClaim,
  claimPosts,
  claimRows,
  claimsOf,
  dialogOf,
  setLanguage,
  toasts,
} from './claims-fixtures';
import { conversionsOf } from './conversions-fixtures';
import { CLAIMER, signInThroughForm } from './fixtures';
import { VIEWPORTS } from './matrix';
import { viewInRussian } from './offers-fixtures';
import { daysAgo } from './reports-fixtures';
import { expectAccessible } from './security-fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.slow();

const MISSING_CLICK = '2100000001';
const DECLINED = 'CLM-DECLINED-1';
const GENERIC_ERROR = 'Something went wrong, our system has been notified.';
const APPROVED = 'CLM-APPROVED-1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`claims at ${label}`, () => {
    test.use({ viewport });

    test('a claim by click id: refusals on the field, the answer and its notification', async ({
      page,
    }) => {
      await signInThroughForm(page, CLAIMER);
      // A retried run may have left a claim open: the network answers it first.
      while (await answerClaim(page, 'rejected', 'cleanup'));
      const posts = claimPosts(page);
      await page.goto('/publisher/conversions');

      // The tab lives in the URL: Back and Forward switch it, the arrow keys move along the tabs.
      await page.getByRole('tab', { name: 'Claims' }).click();
      await expect(page).toHaveURL(/[?&]tab=claims(&|$)/);
      await expect(page.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
      await expect(claimRows(page).first()).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('tab', { name: 'Conversions' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page).not.toHaveURL(/tab=/);
      await page.goForward();
      const claimsTab = page.getByRole('tab', { name: 'Claims' });
      await expect(claimsTab).toHaveAttribute('aria-selected', 'true');
      await claimsTab.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: 'Conversions' })).toBeFocused();
      await expect(page).toHaveURL(/[?&]tab=conversions(&|$)/);
      await page.keyboard.press('ArrowRight');
      await expect(claimsTab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/[?&]tab=claims(&|$)/);

      await page.getByRole('button', { name: 'Claim a missing conversion' }).click();
      const dialog = dialogOf(page);
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Click ID').fill(MISSING_CLICK);
      await dialog.getByLabel('Conversion time').fill('2026-11-30T10:00');
      await dialog.getByLabel('Amount').fill('12.50');
      await dialog.getByLabel('Comment').fill(`Sale in our tracker (${label})`);
      await dialog.getByLabel('Screenshot').setInputFiles({
        name: 'sale.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expectAccessible(page, `claim form at ${label}`);

      // A network failure, then a 500, keep the form as typed and show the portal's error text.
      for (const fail of [
        (route: Route) => route.abort('failed'),
        (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
      ]) {
        const sent = posts.length;
        await page.route('**/publisher/api/conversion_claims', fail, { times: 1 });
        await dialog.getByRole('button', { name: 'Send claim' }).click();
        await expect.poll(() => posts.length).toBe(sent + 1);
        await expect(toasts(page)).toContainText(GENERIC_ERROR);
        await expect(dialog.getByRole('button', { name: 'Send claim' })).toBeEnabled();
        await expect(dialog.getByLabel('Click ID')).toHaveValue(MISSING_CLICK);
        await expect(dialog.getByLabel('Amount')).toHaveValue('12.50');
        await expect(dialog.getByLabel('Comment')).toHaveValue(`Sale in our tracker (${label})`);
      }
      expect(await claimsOf(page)).not.toContainEqual(expect.objectContaining({ status: 'open' }));

      // A double click sends one claim.
      const before = posts.length;
      await dialog.getByRole('button', { name: 'Send claim' }).dblclick();
      await expect(dialog).toBeHidden();
      await expect(toasts(page)).toContainText('Your claim was sent.');
      expect(posts.length - before).toBe(1);
      const [filed] = await claimsOf(page);
      expect(filed).toMatchObject({ clickId: MISSING_CLICK, status: 'open', amount: 12.5 });
      expect(filed?.screenshot).toMatch(/^\/publisher\/api\/cdn\/[\w-]+$/);
      const row = page.locator(`[data-claim="${filed?.id}"]`);
      await expect(row).toContainText(`#${filed?.id}`);
      await expect(row).toContainText(`Click ${MISSING_CLICK}`);
      await expect(row).toContainText('$12.50');
      await expect(row).toContainText('Open');

      // The server's refusals land on the click id field, in its words; nothing typed is lost.
      await page.getByRole('button', { name: 'Claim a missing conversion' }).click();
      await dialog.getByLabel('Click ID').fill(MISSING_CLICK);
      await dialog.getByLabel('Amount').fill('3');
      await dialog.getByLabel('Comment').fill('Again');
      await dialog.getByRole('button', { name: 'Send claim' }).click();
      const clickField = dialog.getByLabel('Click ID');
      await expect(clickField).toHaveAccessibleDescription('This click is already claimed.');
      await expect(clickField).toHaveValue(MISSING_CLICK);
      await expect(dialog.getByLabel('Amount')).toHaveValue('3');
      await expect(dialog.getByLabel('Comment')).toHaveValue('Again');
      await clickField.fill('123');
      await dialog.getByRole('button', { name: 'Send claim' }).click();
      await expect(clickField).toHaveAccessibleDescription('No click has this id.');
      await expect(dialog.getByLabel('Comment')).toHaveValue('Again');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // The network answers; the list and the notifications say so.
      const answer = `No such sale in the advertiser's log (${label})`;
      expect(await answerClaim(page, 'rejected', answer)).toBe(true);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toContainText('Rejected');
      await expect(row).toContainText(answer);
      expect((await claimsOf(page))[0]).toMatchObject({ status: 'rejected', answer });
      await expectAccessible(page, `claims list at ${label}`);
      await page.goto('/publisher/support?tab=notifications');
      // A table on desktop, cards at 375 px: the rows carry data-notification either way.
      await expect(
        page
          .locator('[data-notification]')
          .filter({ hasText: `Your claim for click ${MISSING_CLICK} was rejected: ${answer}` }),
      ).toHaveCount(1);
    });

    test('"Claim" on a declined conversion opens the form prefilled', async ({ page }) => {
      await signInThroughForm(page, CLAIMER);
      while (await answerClaim(page, 'rejected', 'cleanup'));
      await page.goto('/publisher/conversions');
      const range = `dateRange=${encodeURIComponent(`${daysAgo(29)} 00:00:00 - ${daysAgo(0)} 23:59:59`)}`;
      const declined = (await conversionsOf(page, range)).find((c) => c.transactionId === DECLINED);
      if (!declined?.offer) throw new Error('the seed has no declined conversion with an offer');
      await expect(page.getByRole('button', { name: `Claim conversion ${APPROVED}` })).toHaveCount(
        0,
      );
      await page.getByRole('button', { name: `Claim conversion ${DECLINED}` }).click();
      const dialog = dialogOf(page);
      await expect(dialog.getByLabel('Transaction ID')).toHaveValue(DECLINED);
      await expect(dialog).toContainText(`#${declined.offer.relativeId}`);
      await dialog.getByLabel('Comment').fill('The advertiser confirmed this sale');
      await dialog.getByRole('button', { name: 'Send claim' }).click();
      await expect(dialog).toBeHidden();
      const [filed] = await claimsOf(page);
      expect(filed).toMatchObject({
        transactionId: DECLINED,
        status: 'open',
        offer: { relativeId: declined.offer.relativeId },
      });
      await page.getByRole('tab', { name: 'Claims' }).click();
      const row = page.locator(`[data-claim="${filed?.id}"]`);
      await expect(row).toContainText(`Transaction ${DECLINED}`);
      await expect(row).toContainText('Open');

      // The network words the notification in the publisher's language (its profile's).
      await setLanguage(page, 'ru');
      try {
        const answer = `Продажа не найдена (${label})`;
        expect(await answerClaim(page, 'rejected', answer)).toBe(true);
        await page.goto('/publisher/support?tab=notifications');
        await expect(page.locator('[data-notification]').first()).toContainText(
          `Ваша претензия по конверсии ${DECLINED} отклонена: ${answer}`,
        );
      } finally {
        await setLanguage(page, 'en');
      }
    });
  });
}

test('the Claims tab and the claim form in Russian', async ({ page }) => {
  await signInThroughForm(page, CLAIMER);
  await viewInRussian(page);
  await page.goto('/publisher/conversions?tab=claims');
  await expect(page.getByRole('heading', { name: 'Претензии', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Претензии' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The seed's answered claim: its status translated, the network's answer as it wrote it.
  const seeded = (await claimsOf(page)).find((c) => c.status === 'rejected' && !c.clickId);
  await expect(page.locator(`[data-claim="${seeded?.id}"]`)).toContainText('Отклонена');
  await page.getByRole('button', { name: 'Заявить о пропущенной конверсии' }).click();
  const dialog = page.getByRole('dialog', { name: 'Претензия по конверсии' });
  await dialog.getByRole('button', { name: 'Отправить претензию' }).click();
  await expect(dialog.getByLabel('ID клика')).toHaveAccessibleDescription(
    'Укажите ID клика или ID транзакции.',
  );
});
