// Gate over every route (found from shared's paths, see gates/routes.ts), each tab of a route
// included: axe finds no WCAG 2.2 AA violation, and no English text is left on a page in another
// language. The full matrix (PP_MATRIX=full) runs axe on every view in every language and both
// schemes.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, restoreStoredSession } from './fixtures';
import { axeViolations } from './gates/axe';
import { englishOnly, HOST_TEXTS } from './gates/catalogue';
import { pageTexts } from './gates/page-texts';
import { GATE_ROUTES, routeUrl } from './gates/routes';
import { serverTexts } from './gates/server-texts';
import { settle } from './gates/settle';
import { FULL_MATRIX } from './matrix';

const OTHER_LOCALES = ['ru', 'uk', 'zh'] as const;
type Locale = 'en' | (typeof OTHER_LOCALES)[number];
type Scheme = 'light' | 'dark';

interface Variant {
  locale: Locale;
  scheme: Scheme;
  /** axe on every view, on the first view only, or not at all. */
  axe: 'all' | 'first' | 'none';
  /** The other tabs of the page are visited too. */
  tabs: boolean;
}

// axe takes seconds per view on this machine: per commit it covers every view in English (light)
// and the first view in one other language (dark, rotating over the routes), whose tabs are
// checked for English too. One other language per route suffices there: English written into a
// component shows the same in every language, and a message missing from one language's
// catalogue is caught before the build (check:i18n).
function variants(index: number): Variant[] {
  if (FULL_MATRIX)
    return (['en', ...OTHER_LOCALES] as const).flatMap((locale) =>
      (['light', 'dark'] as const).map((scheme) => ({
        locale,
        scheme,
        axe: 'all' as const,
        tabs: true,
      })),
    );
  const rotated = OTHER_LOCALES[index % OTHER_LOCALES.length] ?? 'ru';
  return [
    { locale: 'en', scheme: 'light', axe: 'all', tabs: true },
    { locale: rotated, scheme: 'dark', axe: 'first', tabs: true },
  ];
}

async function englishLeft(page: Page, locale: Locale, data: Set<string>): Promise<string[]> {
  if (locale === 'en') return [];
  const matchers = englishOnly(locale);
  const texts = (await pageTexts(page)).filter((text) => !HOST_TEXTS.has(text) && !data.has(text));
  return [...new Set(texts)].flatMap((text) => {
    const found = matchers.find((m) => m.test.test(text));
    return found ? [`"${text}" (${found.id})`] : [];
  });
}

/** Checks the page as it stands, then each other tab of its tab lists. */
async function checkPageAndTabs(page: Page, variant: Variant, where: string, data: Set<string>) {
  const check = async (label: string, axe: boolean) => {
    const t0 = Date.now();
    await settle(page);
    const t1 = Date.now();
    const found = {
      english: await englishLeft(page, variant.locale, data),
      axe: axe ? await axeViolations(page) : [],
    };
    if (process.env.GATE_TIMES)
      console.log(
        `${where} ${label} ${variant.locale}: settle ${t1 - t0} ms, checks ${Date.now() - t1} ms`,
      );
    expect(found, `${where} ${label} (${variant.locale}, ${variant.scheme})`).toEqual({
      english: [],
      axe: [],
    });
  };
  await check('', variant.axe !== 'none');
  if (!variant.tabs) return;
  const tabs = page.locator('[data-publisher-platform] [role="tab"]');
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await check(`tab "${name}"`, variant.axe === 'all');
  }
}

// Each route is a test of its own, spread over the workers.
test.describe.configure({ mode: 'parallel' });

GATE_ROUTES.forEach((route, index) => {
  test(`route ${route.name}: axe and no English left`, async ({ page, context, baseURL }) => {
    // The full matrix checks every tab of a route in 8 variants: a page of five tabs (reports)
    // takes over three minutes of axe on this machine.
    test.setTimeout(FULL_MATRIX ? 600_000 : 180_000);
    if (!route.public) await restoreStoredSession(context, DEMO);
    const data = serverTexts(page);
    const url = await routeUrl(route, page.request);
    for (const variant of variants(index)) {
      await context.addCookies([
        { name: '_locale', value: variant.locale, url: `${baseURL}/publisher` },
      ]);
      await page.emulateMedia({ colorScheme: variant.scheme });
      await page.goto(url);
      await checkPageAndTabs(page, variant, url, data);
    }
  });
});
