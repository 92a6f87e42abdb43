// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  boot,
  ROOT_CONFIG_MODULE,
  type BootOptions,
  type FetchLike,
  type ImportMap,
  type StartOptions,
  type SystemLike,
} from '../../src/loader/boot';

const BASE = 'https://cdn.example.com/publisher/5.33.1/';
const PAGE = 'https://network.example.com/publisher/login';
const IMPORT_MAP: ImportMap = {
  imports: { '@publisher-platform/root-config': './root-config.js', react: './vendor/react.js' },
};

interface FakeSystem extends SystemLike {
  maps: Array<[ImportMap, string | undefined]>;
  imported: string[];
}

function fakeSystem(load: (id: string) => Promise<unknown>): FakeSystem {
  const system: FakeSystem = {
    maps: [],
    imported: [],
    addImportMap(map, baseUrl) {
      system.maps.push([map, baseUrl]);
    },
    import(id) {
      system.imported.push(id);
      return load(id);
    },
  };
  return system;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let root: HTMLElement;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  root = document.createElement('div');
  root.setAttribute('data-publisher-platform', '');
  document.body.appendChild(root);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function options(overrides: Partial<BootOptions>): BootOptions {
  return {
    system: fakeSystem(() => Promise.resolve({})),
    fetch: vi.fn<FetchLike>(() => Promise.resolve(jsonResponse(IMPORT_MAP))),
    root,
    locale: 'ru',
    baseUrl: BASE,
    pageUrl: PAGE,
    reload: vi.fn(),
    ...overrides,
  };
}

describe('boot: success', () => {
  it('fetches import-map.json from the base, registers it, imports root-config and starts it', async () => {
    const start = vi.fn((_options: StartOptions) => undefined);
    const system = fakeSystem(() => Promise.resolve({ start }));
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(jsonResponse(IMPORT_MAP)));

    await boot(options({ system, fetch }));

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`${BASE}import-map.json`, { credentials: 'same-origin' });
    expect(system.maps).toEqual([[IMPORT_MAP, BASE]]);
    expect(system.imported).toEqual([ROOT_CONFIG_MODULE]);
    expect(ROOT_CONFIG_MODULE).toBe('@publisher-platform/root-config');
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ root, locale: 'ru', baseUrl: BASE });
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes the import map written into loader.js without asking for import-map.json', async () => {
    const start = vi.fn((_options: StartOptions) => undefined);
    const system = fakeSystem(() => Promise.resolve({ start }));
    const fetch = vi.fn<FetchLike>(() => Promise.reject(new Error('not to be asked')));

    await boot(options({ system, fetch, importMap: IMPORT_MAP }));

    expect(fetch).not.toHaveBeenCalled();
    expect(system.maps).toEqual([[IMPORT_MAP, BASE]]);
    expect(start).toHaveBeenCalledWith({ root, locale: 'ru', baseUrl: BASE });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('adds the import-map-overrides map after the main map, relative to the page', async () => {
    const overrideMap: ImportMap = { imports: { react: 'http://localhost:9000/react.js' } };
    const system = fakeSystem(() => Promise.resolve({ start: () => Promise.resolve() }));
    const getOverrideMap = vi.fn(() => overrideMap);

    await boot(options({ system, overrides: { getOverrideMap } }));

    expect(getOverrideMap).toHaveBeenCalledTimes(1);
    expect(system.maps).toEqual([
      [IMPORT_MAP, BASE],
      [overrideMap, PAGE],
    ]);
  });

  it('ignores an importMapOverrides value without getOverrideMap()', async () => {
    const system = fakeSystem(() => Promise.resolve({ start: () => undefined }));
    await boot(options({ system, overrides: { somethingElse: true } }));
    expect(system.maps).toHaveLength(1);
  });
});

describe('boot: failure shows "Please try again later"', () => {
  function expectRetryPage(locale: string, title: string, button: string): void {
    const alert = root.querySelector('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(root.querySelector('[data-publisher-platform-message]')?.getAttribute('lang')).toBe(
      locale,
    );
    expect(alert?.querySelector('h1')?.textContent).toBe(title);
    expect(alert?.querySelector('button')?.textContent).toBe(button);
  }

  it('when import-map.json cannot be fetched (network error)', async () => {
    const system = fakeSystem(() => Promise.resolve({}));
    const failure = new TypeError('Failed to fetch');
    const reload = vi.fn();
    await boot(options({ system, locale: 'en', reload, fetch: () => Promise.reject(failure) }));

    expectRetryPage('en', 'Please try again later', 'Try again');
    expect(consoleError).toHaveBeenCalledWith('[publisher-platform]', failure);
    expect(system.imported).toEqual([]);
    root.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when import-map.json answers an HTTP error', async () => {
    const system = fakeSystem(() => Promise.resolve({}));
    await boot(
      options({ system, locale: 'uk', fetch: () => Promise.resolve(jsonResponse({}, 404)) }),
    );
    expectRetryPage('uk', 'Будь ласка, спробуйте пізніше', 'Спробувати знову');
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('HTTP 404');
    expect(system.maps).toEqual([]);
  });

  it('when import-map.json is not JSON or not an object', async () => {
    await boot(
      options({
        locale: 'zh',
        fetch: () => Promise.resolve(new Response('<html>', { status: 200 })),
      }),
    );
    expectRetryPage('zh', '请稍后再试', '重试');

    root.innerHTML = '';
    await boot(options({ locale: 'zh', fetch: () => Promise.resolve(jsonResponse([1])) }));
    expectRetryPage('zh', '请稍后再试', '重试');
  });

  it('when root-config cannot be loaded', async () => {
    const failure = new Error('Error loading https://cdn.example.com/root-config.js');
    const system = fakeSystem(() => Promise.reject(failure));
    await boot(options({ system }));
    expectRetryPage('ru', 'Пожалуйста, попробуйте позже', 'Попробовать снова');
    expect(consoleError).toHaveBeenCalledWith('[publisher-platform]', failure);
  });

  it('when root-config has no start() export', async () => {
    await boot(options({ locale: 'en', system: fakeSystem(() => Promise.resolve({})) }));
    expectRetryPage('en', 'Please try again later', 'Try again');
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('start()');
  });

  it('when start() throws or rejects', async () => {
    const thrown = new Error('start failed');
    await boot(
      options({
        system: fakeSystem(() =>
          Promise.resolve({
            start: () => {
              throw thrown;
            },
          }),
        ),
      }),
    );
    expect(consoleError).toHaveBeenCalledWith('[publisher-platform]', thrown);
    expect(root.querySelector('h1')?.textContent).toBe('Пожалуйста, попробуйте позже');

    root.innerHTML = '';
    const rejected = new Error('start rejected');
    await boot(
      options({
        system: fakeSystem(() => Promise.resolve({ start: () => Promise.reject(rejected) })),
      }),
    );
    expect(consoleError).toHaveBeenCalledWith('[publisher-platform]', rejected);
    expect(root.querySelector('h1')?.textContent).toBe('Пожалуйста, попробуйте позже');
  });
});
