import { expect, test, type Page } from '@playwright/test';

const HOSTILE_CSS = `
  * { font-family: "Comic Sans MS", cursive; letter-spacing: 3px; text-transform: uppercase; box-sizing: content-box; }
  button { background: #ff00ff; color: #00ff00; padding: 40px; border: 6px dashed red; border-radius: 0; font-size: 30px; }
  input { background: yellow; border: 8px solid blue; padding: 20px; font-size: 28px; height: 90px; }
  h1 { font-size: 80px; color: red; margin: 60px; text-decoration: underline; }
  div { padding: 7px; flex: 1 1 40%; gap: 13px; float: left; }
  * { word-break: break-all; cursor: crosshair; user-select: none; text-shadow: 1px 1px red; opacity: 0.9; }
  label, h1 { display: flex; text-align: right; white-space: pre; position: relative; top: 3px; }
`;
const PROPS = [
  'font-family',
  'font-size',
  'color',
  'background-color',
  'padding-top',
  'border-top-width',
  'border-top-style',
  'letter-spacing',
  'text-transform',
  'box-sizing',
  'text-decoration-line',
  'margin-top',
  'height',
  'display',
  'flex-grow',
  'flex-basis',
  'row-gap',
  'float',
  'position',
  'top',
  'word-break',
  'cursor',
  'user-select',
  'text-shadow',
  'opacity',
  'text-align',
  'white-space',
];

async function widgetStyles(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  return page.evaluate((props) => {
    const root = document.querySelector('[data-publisher-platform]');
    const pick = (el: Element | null | undefined) => {
      const cs = getComputedStyle(el as Element);
      return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
    };
    return {
      h1: pick(root?.querySelector('h1')),
      input: pick(root?.querySelector('input[autocomplete="username"]')),
      button: pick(root?.querySelector('button[type="submit"]')),
      layout: pick(root?.querySelector('[data-slot="auth-layout"]')),
      // The username field's own label: the first label is a visually hidden one, positioned
      // absolutely where the host's layout puts it, so its `top` is not the widget's style.
      label: pick(
        root?.querySelector<HTMLInputElement>('input[autocomplete="username"]')?.labels?.[0],
      ),
      form: pick(root?.querySelector('form')),
    };
  }, PROPS);
}

async function addHostileCss(page: Page) {
  await page.route('**/publisher/login', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      `<style id="hostile">${HOSTILE_CSS}</style></head>`,
    );
    await route.fulfill({ response, body: html });
  });
}

test('a hostile host stylesheet does not change the widget', async ({ page, browser }) => {
  await page.goto('/publisher/login');
  const clean = await widgetStyles(page);
  const hostile = await browser.newPage();
  await addHostileCss(hostile);
  await hostile.goto('/publisher/login');
  await expect(hostile.locator('#hostile')).toHaveCount(1);
  const attacked = await widgetStyles(hostile);
  expect(attacked).toEqual(clean);
  await hostile.close();
});

test("the widget's CSS does not change the host page's elements", async ({ page, browser }) => {
  const hostStyles = (p: Page) =>
    p.evaluate((props) => {
      const pick = (sel: string) => {
        const el = document.querySelector(sel);
        const cs = getComputedStyle(el as Element);
        // Height follows the content the widget adds; everything else must stay the host's.
        return Object.fromEntries(
          [...props.filter((x) => x !== 'height'), 'line-height'].map((x) => [
            x,
            cs.getPropertyValue(x),
          ]),
        );
      };
      return {
        body: pick('body'),
        header: pick('body > header'),
        navLink: pick('nav a'),
        footer: pick('body > footer'),
      };
    }, PROPS);
  await page.goto('/publisher/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const withWidget = await hostStyles(page);
  const bare = await browser.newPage();
  await bare.route(/loader\.js$/, (route) => route.abort());
  await bare.goto('/publisher/login');
  const withoutWidget = await hostStyles(bare);
  expect(withWidget).toEqual(withoutWidget);
  await bare.close();
});
