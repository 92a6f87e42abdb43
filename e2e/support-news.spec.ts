import { expect, test } from '@playwright/test';
import { signIn, signInThroughForm } from './fixtures';
import { NEWSREADER, header, unseenNewsInDb } from './support-fixtures';

// Journeys of several pages: slow on a busy machine.
test.slow();

test('news popover → list → article: the news counter drops and the marker goes', async ({
  page,
}) => {
  await signInThroughForm(page, NEWSREADER);
  const unseen = await unseenNewsInDb(page);
  expect(unseen).toBeGreaterThan(10);
  const trigger = header(page).getByRole('button', { name: /^News: \d+ unread$/ });
  await expect(trigger).toHaveAccessibleName(`News: ${unseen} unread`);
  await trigger.click();
  await page.getByRole('dialog', { name: 'News' }).getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(/\/publisher\/news$/);

  const rows = page.locator('[data-article]:visible');
  await expect(rows).toHaveCount(10);
  await expect(page.locator('[data-slot="pagination-range"]')).toHaveText(`1-10 of ${unseen}`);
  const first = rows.first();
  await expect(first.locator('[data-slot="unseen-marker"]')).toHaveText('New');
  await expect(first.locator('img')).toHaveAttribute('width', '80');
  const id = await first.getAttribute('data-article');
  const title = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`/publisher/news/article/${id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="rich-text"]')).toBeVisible();
  await expect(trigger).toHaveAccessibleName(`News: ${unseen - 1} unread`);
  expect(await unseenNewsInDb(page)).toBe(unseen - 1);

  await page.getByRole('link', { name: 'Back to news' }).click();
  await expect(page.locator(`[data-article="${id}"]:visible`)).toHaveAttribute('data-seen', 'true');
  await expect(
    page.locator(`[data-article="${id}"]:visible [data-slot="unseen-marker"]`),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/publisher\/news\?page=2$/);
  await expect(page.locator('[data-slot="pagination-range"]')).toHaveText(
    `11-${unseen} of ${unseen}`,
  );
});

test('an article whose HTML carries script or event-handler payloads runs nothing', async ({
  page,
}) => {
  await signIn(page);
  const body = [
    '<p id="safe">Safe text stays.</p>',
    '<script>window.__pwned = "script"</script>',
    '<img src="/nope.png" onerror="window.__pwned = \'onerror\'">',
    '<svg><g onload="window.__pwned = \'svg\'"></g></svg>',
    '<a href="javascript:window.__pwned = \'href\'">a link</a>',
    '<iframe srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
    '<div onmouseover="window.__pwned = \'hover\'">hover me</div>',
    '<form action="javascript:alert(1)"><button>send</button></form>',
  ].join('');
  await page.route('**/publisher/api/announcements/987654', (route) =>
    route.fulfill({
      contentType: 'application/ld+json',
      body: JSON.stringify({
        '@id': '/publisher/api/announcements/987654',
        id: 987654,
        title: 'A hostile article',
        publishedAt: '2025-06-01T10:00:00Z',
        previewImagePath: '/publisher-demo/news/1.svg',
        seen: true,
        body,
      }),
    }),
  );
  await page.goto('/publisher/news/article/987654');
  const text = page.locator('[data-slot="rich-text"]');
  await expect(text.getByText('Safe text stays.')).toBeVisible();
  await text.getByText('hover me').hover();
  await text.getByText('a link').click();
  // An image error fires asynchronously: give it the time of a round trip to the server.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(
    await text.evaluate((root) => ({
      scripts: root.querySelectorAll('script, iframe, form').length,
      handlers: [...root.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      ),
      javascriptUrls: [...root.querySelectorAll('[href]')].filter((el) =>
        /^\s*javascript:/i.test(el.getAttribute('href') ?? ''),
      ).length,
    })),
  ).toEqual({ scripts: 0, handlers: [], javascriptUrls: 0 });
});
