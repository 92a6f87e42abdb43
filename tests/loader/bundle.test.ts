// @vitest-environment node
/**
 * Builds loader.js the way the release build should (one IIFE, syntax ES5, minified) and runs
 * it in fresh jsdom pages: proves the import order (checks before SystemJS), that old browsers
 * without `Promise` still get their message, and the whole success path with real SystemJS.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** A jsdom page's window (jsdom ships no type declarations; this is the part used here). */
type PageWindow = Window & typeof globalThis;

interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'outside-only' },
  ) => { window: PageWindow };
}

const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

const CHROME_120 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IE_11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const LOADER_URL = 'https://cdn.example.com/pp/5.33.1/loader.js';
const BASE_URL = 'https://cdn.example.com/pp/5.33.1/';
const PAGE_URL = 'https://network.example.com/publisher/login';

let code = '';

beforeAll(async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../src/loader/index.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es5',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  code = result.outputFiles[0]?.text ?? '';
});

interface Page {
  window: PageWindow;
  fetch: ReturnType<typeof vi.fn>;
  error: ReturnType<typeof vi.fn>;
  warn: ReturnType<typeof vi.fn>;
  thrown: unknown;
}

interface PageOptions {
  userAgent: string;
  body?: string;
  cookie?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  prepare?: (window: PageWindow) => void;
}

function openPage(options: PageOptions): Page {
  const body = options.body ?? `<main>host</main><div data-publisher-platform>Loading…</div>`;
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body>${body}<script src="${LOADER_URL}"></script></body></html>`,
    { url: PAGE_URL, runScripts: 'outside-only' },
  );
  const window = dom.window;
  Object.defineProperty(window.navigator, 'userAgent', { value: options.userAgent });
  if (options.cookie) window.document.cookie = options.cookie;
  const fetch = vi.fn(options.fetch ?? (() => new Promise<Response>(() => undefined)));
  const error = vi.fn();
  const warn = vi.fn();
  Object.assign(window, { fetch });
  Object.assign(window.console, { error, warn });
  options.prepare?.(window);
  return { window, fetch, error, warn, thrown: runLoader(window) };
}

function runLoader(window: PageWindow): unknown {
  try {
    window.eval(code);
    return undefined;
  } catch (error) {
    return error;
  }
}

function heading(page: Page): string | null | undefined {
  return page.window.document.querySelector('[data-publisher-platform] [role="alert"] h1')
    ?.textContent;
}

interface SystemInWindow {
  System: {
    import: (id: string) => Promise<unknown>;
    getImportMap: () => { imports: Record<string, string> };
  };
}

describe('loader.js bundle', () => {
  it('is ES5 syntax, so that old browsers can parse it and show their message', () => {
    expect(code.length).toBeGreaterThan(0);
    expect(() => parse(code, { ecmaVersion: 5 })).not.toThrow();
  });

  it('stays small (SystemJS and its forgetting of failed loads included)', () => {
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.info(`loader.js: ${code.length} bytes minified, ${gzipped} bytes gzip`);
    expect(gzipped).toBeLessThan(8.5 * 1024);
  });

  it('shows the unsupported page on IE 11 before SystemJS fails for lack of Promise', () => {
    const page = openPage({
      userAgent: IE_11,
      cookie: '_locale=uk',
      prepare: (window) => {
        window.eval('delete window.Promise; delete window.URL; delete window.fetch;');
      },
    });
    // SystemJS, evaluated after the checks, needs Promise: the message is already shown.
    expect(String(page.thrown)).toContain('Promise');
    expect(heading(page)).toBe('На жаль, ваш браузер не підтримується');
    expect(page.window.document.querySelectorAll('[data-publisher-platform] a')).toHaveLength(4);
  });

  it('shows the storage page and makes no request when local storage is blocked', async () => {
    const page = openPage({
      userAgent: CHROME_120,
      prepare: (window) => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new window.DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    });
    expect(page.thrown).toBeUndefined();
    // Storage is probed in the loader's second task, after the route's preloads went out.
    await vi.waitFor(() => expect(heading(page)).toBe('Browser data storage is disabled'));
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('loads the import map next to loader.js and starts root-config', async () => {
    const start = vi.fn();
    const page = openPage({
      userAgent: CHROME_120,
      cookie: '_locale=ru',
      fetch: () =>
        Promise.resolve(
          new Response(
            JSON.stringify({ imports: { '@publisher-platform/root-config': './root-config.js' } }),
          ),
        ),
    });
    const { System } = page.window as unknown as SystemInWindow;
    const importModule = vi.fn(() => Promise.resolve({ start }));
    System.import = importModule;

    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    const root = page.window.document.querySelector('[data-publisher-platform]');
    expect(page.fetch).toHaveBeenCalledWith(`${BASE_URL}import-map.json`, {
      credentials: 'same-origin',
    });
    expect(System.getImportMap().imports['@publisher-platform/root-config']).toBe(
      `${BASE_URL}root-config.js`,
    );
    expect(importModule).toHaveBeenCalledWith('@publisher-platform/root-config');
    expect(start).toHaveBeenCalledWith({ root, locale: 'ru', baseUrl: BASE_URL });
    expect(root?.getAttribute('lang')).toBe('ru');
    expect(page.error).not.toHaveBeenCalled();
  });

  it('shows "Please try again later" when the import map cannot be loaded', async () => {
    const page = openPage({
      userAgent: CHROME_120,
      cookie: '_locale=zh',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await vi.waitFor(() => expect(heading(page)).toBe('请稍后再试'));
    expect(page.error).toHaveBeenCalledWith('[publisher-platform]', expect.any(TypeError));
    expect(page.window.document.querySelector('button')?.textContent).toBe('重试');
  });

  it('creates the root when the host has none, once the document is parsed', async () => {
    const page = openPage({
      userAgent: CHROME_120,
      body: '<main>host</main>',
      fetch: () => Promise.resolve(new Response('{}', { status: 500 })),
    });
    await vi.waitFor(() => expect(heading(page)).toBe('Please try again later'));
    const roots = page.window.document.querySelectorAll('body > div[data-publisher-platform]');
    expect(roots).toHaveLength(1);
  });

  it('ignores a second copy of the loader and keeps the first SystemJS instance', async () => {
    const page = openPage({ userAgent: CHROME_120 });
    const first = (page.window as unknown as SystemInWindow).System;
    expect(runLoader(page.window)).toBeUndefined();
    expect((page.window as unknown as SystemInWindow).System).toBe(first);
    expect(page.warn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(page.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.fetch).toHaveBeenCalledTimes(1);
  });
});
