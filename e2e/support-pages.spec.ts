import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { VIEWPORTS, viewportTest } from './matrix';
import { openMenu } from './shell-fixtures';
import { apiGet } from './support-fixtures';

interface Faq {
  id: number;
  question: string;
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`support at ${label}`, () => {
    const it = viewportTest('support', label, viewport);
    // Journeys of several pages: slow on a busy machine.
    test.slow();

    it('manager avatar → contacts with the four links', async ({ page }) => {
      await signIn(page);
      if (label !== 'desktop') await openMenu(page);
      await page.getByRole('link', { name: 'Your manager: Alice' }).click();
      await expect(page).toHaveURL(/\/publisher\/support\?tab=contacts$/);
      const card = page.getByRole('region', { name: 'Your personal manager' });
      await expect(card.getByText('Alice', { exact: true })).toBeVisible();
      const links = card.getByRole('link');
      await expect(links).toHaveCount(4);
      await expect(card.getByRole('link', { name: 'alice.novak@acmeads.example' })).toHaveAttribute(
        'href',
        'mailto:alice.novak@acmeads.example',
      );
      await expect(card.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
        'href',
        'https://t.me/alice_acmeads',
      );
      await expect(card.getByRole('link', { name: 'Skype' })).toHaveAttribute(
        'href',
        'skype:live:alice.acmeads?chat',
      );
      await expect(card.getByRole('link', { name: 'Microsoft Teams' })).toHaveAttribute(
        'href',
        'https://teams.microsoft.com/l/chat/0/0?users=alice.novak%40acmeads.example',
      );
    });

    it('FAQ: grouped by category, search narrows as one types, tabs survive reload', async ({
      page,
    }) => {
      await signIn(page);
      const all = await apiGet<{ 'hydra:member': Faq[] }>(page, 'faqs?language=en');
      await page.goto('/publisher/support');
      await page.getByRole('tab', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/publisher\/support\?tab=faq$/);
      const questions = page.locator('[data-faq]');
      await expect(questions).toHaveCount(all['hydra:member'].length);
      await expect(page.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();

      await page.getByLabel('Search questions').pressSequentially('payment');
      // Matches the question or the answer (rich text), not the category title alone.
      const expected = all['hydra:member'].filter((f) =>
        /payment/i.test(`${f.question} ${(f as Faq & { answer: string }).answer}`),
      );
      await expect(questions).toHaveCount(expected.length);
      expect(expected.length).toBeLessThan(all['hydra:member'].length);
      await expect(page).toHaveURL(/[?&]q=payment(&|$)/);
      await page.getByLabel('Search questions').fill('zzzz-nothing');
      await expect(page.getByText('No question matches your search')).toBeVisible();
      await page.getByLabel('Search questions').fill('postback');
      await expect(questions).toHaveCount(1);
      await expect(questions.getByRole('link', { name: /^Link to this answer/ })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Search questions')).toHaveValue('postback');
      await expect(questions).toHaveCount(1);

      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page).toHaveURL(/tab=notifications/);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.locator('[data-notification]:visible').first()).toBeVisible();
    });

    it('an unknown article shows Not Found', async ({ page }) => {
      await signIn(page, '/publisher/news/article/424242');
      await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
      await page.goto('/publisher/news/article/abc');
      await expect(page.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
    });
  });
}

test('in Ukrainian: the tabs, the FAQ and its categories', async ({ page, context, baseURL }) => {
  await signIn(page);
  const uk = await apiGet<{ 'hydra:member': (Faq & { category: { title: string } })[] }>(
    page,
    'faqs?language=uk',
  );
  await context.addCookies([{ name: '_locale', value: 'uk', url: `${baseURL}/publisher` }]);
  await page.goto('/publisher/support?tab=faq');
  await expect(page.getByRole('tab', { name: 'Питання та відповіді' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const first = uk['hydra:member'][0];
  await expect(page.getByText(first?.question ?? '-', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: first?.category.title ?? '-', level: 2 }),
  ).toBeVisible();
  await page.getByLabel('Пошук у питаннях').fill('постбек');
  await expect(page.locator('[data-faq]')).toHaveCount(1);
});
