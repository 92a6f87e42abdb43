// Gate: hostile HTML. Every field the server supplies as HTML renders the whole XSS corpus
// (e2e/data/xss-vectors.json) in one document, and nothing in it runs: no call of window.__xss,
// no dialog, no navigation, no page error, and the rendered DOM keeps nothing that could run.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { GATE_ROUTES, routeUrl } from './gates/routes';
import { watchPage } from './gates/watch';
import { restoreStoredSession, DEMO } from './fixtures';

const { vectors, alone } = JSON.parse(
  readFileSync(new URL('./data/xss-vectors.json', import.meta.url), 'utf8'),
) as { vectors: string[]; alone: string[] };
const END = 'End of the hostile corpus';
// One wrapper per vector, so a vector that leaves a tag open spoils as little as possible.
const CORPUS =
  vectors.map((vector, index) => `<div data-vector="${index}">${vector}</div>`).join('\n') +
  `<p>${END}</p>`;

type Patch = (body: Record<string, unknown>) => void;

/** Answers the matching API call with its real body, one field replaced by the corpus. */
const withCorpus = (patch: Patch) => async (route: Route) => {
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  patch(body);
  await route.fulfill({ response, json: body });
};

/** The host page with the first additional page's HTML replaced by the corpus. */
async function hostPageWithCorpus(route: Route) {
  const response = await route.fetch();
  const html = await response.text();
  const patched = html.replace(
    /(<script type="application\/json" id="publisher-platform-config">)([\s\S]*?)(<\/script>)/,
    (_, open: string, json: string, close: string) => {
      const config = JSON.parse(json) as { additionalPages: { html?: string }[] };
      const first = config.additionalPages.find((page) => page.html !== undefined);
      if (first) first.html = CORPUS;
      return open + JSON.stringify(config).replaceAll('<', '\\u003c') + close;
    },
  );
  await route.fulfill({ response, body: patched });
}

interface Field {
  /** The route (a name in shared's paths) whose page shows the field. */
  route: string;
  search?: string;
  intercept: (page: Page) => Promise<unknown>;
}

/** Every field the portal renders as HTML, by the source file that renders it. */
const FIELDS: Record<string, Field> = {
  'src/parcels/shell/pages/additional-page.tsx': {
    route: 'additionalPage',
    intercept: (page) => page.route(/\/publisher\/additional_pages\/[^/?]+$/, hostPageWithCorpus),
  },
  'src/parcels/shell/features/offers/offer-page.tsx': {
    route: 'offer',
    intercept: (page) =>
      page.route(
        /\/publisher\/api\/offers\/(?:by_relative_id\/)?\d+(\?|$)/,
        withCorpus((offer) => void (offer.description = CORPUS)),
      ),
  },
  'src/parcels/shell/features/smartlinks/smartlink-page.tsx': {
    route: 'smartlink',
    intercept: (page) =>
      page.route(
        /\/publisher\/api\/smartlinks\/(?:by_relative_id\/)?\d+(\?|$)/,
        withCorpus((smartlink) => void (smartlink.description = CORPUS)),
      ),
  },
  'src/parcels/support/features/news/article-page.tsx': {
    route: 'newsArticle',
    intercept: (page) =>
      page.route(
        /\/publisher\/api\/announcements\/\d+(\?|$)/,
        withCorpus((article) => void (article.body = CORPUS)),
      ),
  },
  'src/parcels/support/features/faq/components/faq-item.tsx': {
    route: 'support',
    search: '?tab=faq&question=FIRST_FAQ',
    intercept: (page) =>
      page.route(
        /\/publisher\/api\/faqs(\?|$)/,
        withCorpus((list) => {
          const first = (list['hydra:member'] as { answer: string }[])[0];
          if (first) first.answer = CORPUS;
        }),
      ),
  },
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

test('every place that renders server HTML is in this gate', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const renderers = sourceFiles(path.join(root, 'src/parcels'))
    .filter((file) =>
      /<RichText\b|dangerouslySetInnerHTML|sanitizeHtml\(/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(root, file));
  expect(renderers.sort()).toEqual(Object.keys(FIELDS).sort());
});

/** Whatever in the rendered rich text could still run code or leave the page. */
const dangerousLeftovers = (page: Page) =>
  page.locator('[data-slot="rich-text"]').evaluateAll((roots) => {
    const found: string[] = [];
    const TAGS =
      /^(script|iframe|frame|frameset|object|embed|applet|portal|base|meta|link|style|form|input|button|textarea|select|noscript)$/i;
    const URL_ATTRS =
      /^(href|src|xlink:href|action|formaction|data|srcdoc|background|poster|dynsrc|lowsrc)$/i;
    for (const root of roots)
      for (const element of root.querySelectorAll('*')) {
        if (TAGS.test(element.localName)) found.push(`<${element.localName}>`);
        for (const attribute of element.attributes) {
          const value = attribute.value.replace(/[\p{Cc}\s]/gu, '');
          if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
          else if (attribute.name === 'srcdoc') found.push(`${element.localName}[srcdoc]`);
          else if (URL_ATTRS.test(attribute.name) && /^(javascript|vbscript):/i.test(value))
            found.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
          else if (
            URL_ATTRS.test(attribute.name) &&
            /^data:/i.test(value) &&
            element.localName !== 'img'
          )
            found.push(`${element.localName}[${attribute.name}=data:…]`);
        }
        if (element.localName === 'a' && element.hasAttribute('target')) {
          const target = element.getAttribute('target');
          const rel = element.getAttribute('rel') ?? '';
          if (target !== '_blank' || !rel.includes('noopener'))
            found.push(`a[target=${target}][rel=${rel}]`);
        }
      }
    return found;
  });

/**
 * Lets whatever a vector could trigger (image errors, focus, animation, meta refresh) happen:
 * a control image outside the sanitiser must fire its own handler, and it loads after the
 * corpus's images, so by then theirs have had their chance.
 */
async function settle(page: Page) {
  await page.evaluate(() => {
    const control = document.createElement('img');
    control.onerror = () => document.documentElement.setAttribute('data-gate-control', 'fired');
    control.src = `x-gate-control-${Date.now()}`;
    control.hidden = true;
    document.body.appendChild(control);
  });
  await expect(page.locator('html[data-gate-control="fired"]')).toHaveCount(1);
}

for (const [file, field] of Object.entries(FIELDS)) {
  test(`the XSS corpus in ${field.route} (${path.basename(file)}) runs nothing`, async ({
    page,
  }) => {
    const route = GATE_ROUTES.find((r) => r.name === field.route);
    if (!route) throw new Error(`the route ${field.route} is not in GATE_ROUTES`);
    const watch = await watchPage(page);
    await restoreStoredSession(page.context(), DEMO);
    let search = field.search ?? '';
    if (search.includes('FIRST_FAQ')) {
      const faqs = (await (await page.request.get('/publisher/api/faqs')).json()) as {
        'hydra:member': { id: number }[];
      };
      search = search.replace('FIRST_FAQ', String(faqs['hydra:member'][0]?.id));
    }
    await field.intercept(page);
    const url = (await routeUrl(route, page.request)) + search;
    await page.goto(url);
    // A meta refresh or a javascript: navigation would replace this document and its mark.
    await page.evaluate((u) => document.documentElement.setAttribute('data-gate-document', u), url);
    // The pages behind these fields run over a million events: give a loaded machine time.
    await expect(page.locator('[data-slot="rich-text"]').filter({ hasText: END })).toBeVisible({
      timeout: 30_000,
    });
    await settle(page);
    expect(await dangerousLeftovers(page)).toEqual([]);
    expect(await watch.problems()).toEqual([]);
    expect(page.url()).toContain(url.split('?')[0] ?? url);
    await expect(page.locator('html[data-gate-document]')).toHaveCount(1);
  });
}

test('each vector alone through the shared sanitiser, live in the page, runs nothing', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await restoreStoredSession(page.context(), DEMO);
  await page.goto('/publisher/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  // Each vector rendered by the kit's RichText, the one component that puts HTML into the widget,
  // through the same modules the parcels import.
  const rendered = await page.evaluate(
    async (list) => {
      type Modules = {
        shared: { RichText: unknown; preloadRichText(): Promise<void> };
        react: { createElement(type: unknown, props: object): unknown };
        dom: {
          createRoot(el: Element): { render(node: unknown): void };
          flushSync(fn: () => void): void;
        };
      };
      const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
        .System;
      const [shared, react, client, dom] = (await Promise.all([
        system.import('@publisher-platform/shared'),
        system.import('react'),
        system.import('react-dom/client'),
        system.import('react-dom'),
      ])) as [
        Modules['shared'],
        Modules['react'],
        Pick<Modules['dom'], 'createRoot'>,
        Pick<Modules['dom'], 'flushSync'>,
      ];
      await shared.preloadRichText();
      const host = document.createElement('div');
      document.querySelector('[data-publisher-platform]')?.appendChild(host);
      for (const html of list) {
        const box = document.createElement('div');
        host.appendChild(box);
        const root = client.createRoot(box);
        dom.flushSync(() => root.render(react.createElement(shared.RichText, { html })));
      }
      return host.querySelectorAll('[data-slot="rich-text"]').length;
    },
    [...vectors, ...alone],
  );
  expect(rendered).toBe(vectors.length + alone.length);
  await settle(page);
  expect(await dangerousLeftovers(page)).toEqual([]);
  expect(await watch.problems()).toEqual([]);
});

test('under a strict Content-Security-Policy the portal works and the network script runs once', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const response = await page.goto('/publisher/login?csp=strict');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(policy).toBe(`script-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`);
  await page.getByLabel('Email or username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => page.evaluate(() => (window as { acmeAdsCustomJs?: number }).acmeAdsCustomJs))
    .toBe(1);
  const script = page.locator('script[data-pp-custom-script]');
  await expect(script).toHaveCount(1);
  expect(await script.evaluate((element: HTMLScriptElement) => element.nonce)).toBe(nonce);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Offer' }).click();
  await expect(page.getByRole('heading', { name: 'Offer', level: 1 })).toBeVisible();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.locator('[data-slot="rich-text"]').first()).toBeVisible();
  await nav.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  expect(await watch.violations()).toEqual([]);
  expect(await watch.problems()).toEqual([]);
  expect(await page.evaluate(() => (window as { acmeAdsCustomJs?: number }).acmeAdsCustomJs)).toBe(
    1,
  );
});
