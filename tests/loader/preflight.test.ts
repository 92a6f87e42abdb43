// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryOf, findLoaderScriptUrl, findOrCreateRoot } from '../../src/loader/dom';
import { runPreflight, type LoaderWindow } from '../../src/loader/preflight';

const CHROME_120 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IE_11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

const win = window as Window & LoaderWindow;

function setUserAgent(userAgent: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

function setLanguages(languages: string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

function addRoot(): HTMLElement {
  const root = document.createElement('section');
  root.setAttribute('data-publisher-platform', '');
  document.body.appendChild(root);
  return root;
}

function loaderScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  return script;
}

beforeEach(() => {
  setUserAgent(CHROME_120);
  setLanguages(['en-US']);
});

afterEach(() => {
  delete win.__publisherPlatformLoader__;
  Reflect.deleteProperty(window.navigator, 'userAgent');
  Reflect.deleteProperty(window.navigator, 'languages');
  document.cookie = '_locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('runPreflight', () => {
  it('passes on a supported browser with storage: sets lang, renders nothing', () => {
    const root = addRoot();
    setLanguages(['de-DE', 'uk-UA']);
    const script = loaderScript('https://cdn.example.com/pp/loader.js');

    const result = runPreflight(win, script);

    expect(result).toMatchObject({
      status: 'ok',
      locale: 'uk',
      scriptUrl: 'https://cdn.example.com/pp/loader.js',
    });
    expect(root.getAttribute('lang')).toBe('uk');
    expect(root.childNodes).toHaveLength(0);
    expect(win.__publisherPlatformLoader__).toBe(true);
  });

  it('shows the unsupported page in the cookie language on Internet Explorer', () => {
    setUserAgent(IE_11);
    document.cookie = '_locale=ru';
    const root = addRoot();

    const result = runPreflight(win, null);

    expect(result.status).toBe('unsupported');
    expect(root.getAttribute('lang')).toBe('ru');
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe(
      'К сожалению, ваш браузер не поддерживается',
    );
    expect(root.querySelectorAll('a')).toHaveLength(4);
  });

  it('shows the storage page when local storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    setLanguages(['zh-CN']);
    const root = addRoot();

    expect(runPreflight(win, null).status).toBe('storage');
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('浏览器数据存储已被禁用');
  });

  it('creates <div data-publisher-platform> in <body> when the host has no root', () => {
    setUserAgent(IE_11);
    runPreflight(win, null);
    const root = document.body.querySelector('div[data-publisher-platform]');
    expect(root).not.toBeNull();
    expect(root?.parentElement).toBe(document.body);
    expect(root?.querySelector('h1')?.textContent).toBe(
      'Unfortunately your browser is not supported',
    );
  });

  it('waits for DOMContentLoaded when the root is not parsed yet', () => {
    setUserAgent(IE_11);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

    runPreflight(win, null);
    expect(document.querySelector('[data-publisher-platform]')).toBeNull();

    const root = addRoot(); // the host's element, parsed after the loader script
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelectorAll('[data-publisher-platform]')).toHaveLength(1);
    expect(root.querySelector('h1')?.textContent).toBe(
      'Unfortunately your browser is not supported',
    );
  });

  it("lets a supported browser ask for files before the page's language is read", () => {
    const seen: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      seen.push('cookie');
      return '_locale=ru';
    });
    const result = runPreflight(win, loaderScript('https://cdn.example.com/pp/loader.js'), (url) =>
      seen.push(`files from ${url}`),
    );
    expect(seen).toEqual(['files from https://cdn.example.com/pp/loader.js', 'cookie']);
    expect(result.locale).toBe('ru');
    cookie.mockRestore();
  });

  it('asks for no files in a browser that is not supported, nor in a second copy', () => {
    const onSupported = vi.fn();
    setUserAgent(IE_11);
    runPreflight(win, null, onSupported);
    setUserAgent(CHROME_120);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runPreflight(win, null, onSupported);
    expect(onSupported).not.toHaveBeenCalled();
  });

  it('does nothing but warn when the loader runs a second time', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = addRoot();
    runPreflight(win, null);
    setUserAgent(IE_11);
    const previousSystem = { marker: 'first copy' };
    Object.assign(win, { System: previousSystem });

    const second = runPreflight(win, null);

    expect(second.status).toBe('duplicate');
    expect(second.previousSystem).toBe(previousSystem);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('more than once');
    expect(root.childNodes).toHaveLength(0);
    delete win.System;
  });
});

describe('dom helpers', () => {
  it('finds the loader URL from currentScript, else the last script ending in loader.js', () => {
    expect(findLoaderScriptUrl(document, loaderScript('https://a.example/x/loader.js'))).toBe(
      'https://a.example/x/loader.js',
    );
    document.head.appendChild(loaderScript('https://old.example/loader.js'));
    document.head.appendChild(loaderScript('https://cdn.example/pp/loader.js?v=5.33.1'));
    document.head.appendChild(loaderScript('https://cdn.example/analytics.js'));
    expect(findLoaderScriptUrl(document, null)).toBe('https://cdn.example/pp/loader.js?v=5.33.1');
    document.head.innerHTML = '';
    expect(findLoaderScriptUrl(document, undefined)).toBe('');
  });

  it('takes the directory of a URL', () => {
    expect(directoryOf('https://cdn.example/pp/5.33.1/loader.js?v=1#x')).toBe(
      'https://cdn.example/pp/5.33.1/',
    );
    expect(directoryOf('https://host.example/publisher/login')).toBe(
      'https://host.example/publisher/',
    );
  });

  it('reuses the host root element', () => {
    const root = addRoot();
    expect(findOrCreateRoot(document)).toBe(root);
    expect(document.querySelectorAll('[data-publisher-platform]')).toHaveLength(1);
  });
});
