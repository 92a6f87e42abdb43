// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFullPageMessage } from '../../src/loader/full-page-message';
import type { Locale } from '../../src/loader/locale';
import { MESSAGES, UPGRADE_LINKS } from '../../src/loader/messages';

const LOCALES: readonly Locale[] = ['en', 'ru', 'uk', 'zh'];

function makeRoot(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-publisher-platform', '');
  root.innerHTML = '<p>host placeholder</p>';
  document.body.appendChild(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('messages table', () => {
  it('has the product texts in English, word for word', () => {
    expect(MESSAGES.en.unsupported.title).toBe('Unfortunately your browser is not supported');
    expect(MESSAGES.en.unsupported.text).toBe(
      'Please upgrade to the latest stable version of your browser.',
    );
    expect(MESSAGES.en.storage.title).toBe('Browser data storage is disabled');
    expect(MESSAGES.en.storage.text).toBe(
      'Local storage is blocked in your browser. Please enable it to continue.',
    );
    expect(MESSAGES.en.unavailable.title).toBe('Please try again later');
    expect(MESSAGES.en.retry).toBe('Try again');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'translates every text into %s',
    (locale) => {
      const texts = MESSAGES[locale];
      const english = MESSAGES.en;
      for (const kind of ['unsupported', 'storage', 'unavailable'] as const) {
        expect(texts[kind].title).not.toBe('');
        expect(texts[kind].title).not.toBe(english[kind].title);
        expect(texts[kind].text === '').toBe(english[kind].text === '');
        if (english[kind].text) expect(texts[kind].text).not.toBe(english[kind].text);
      }
      expect(texts.retry).not.toBe(english.retry);
    },
  );
});

describe('renderFullPageMessage', () => {
  it.each(LOCALES)('renders the unsupported-browser page in %s with upgrade links', (locale) => {
    const root = makeRoot();
    const overlay = renderFullPageMessage(root, 'unsupported', locale);

    expect(root.children).toHaveLength(1);
    expect(root.textContent).not.toContain('host placeholder');
    expect(overlay.getAttribute('lang')).toBe(locale);
    expect(overlay.getAttribute('data-publisher-platform-message')).toBe('unsupported');

    const alert = root.querySelector('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert?.querySelector('h1')?.textContent).toBe(MESSAGES[locale].unsupported.title);
    expect(alert?.querySelector('p')?.textContent).toBe(MESSAGES[locale].unsupported.text);

    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      UPGRADE_LINKS.map((link) => [link.name, link.href]),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.google.com/chrome/',
      'https://www.mozilla.org/firefox/new/',
      'https://www.microsoft.com/edge',
      'https://support.apple.com/downloads/safari',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(root.querySelector('button')).toBeNull();
  });

  it.each(LOCALES)('renders the storage-blocked page in %s without links', (locale) => {
    const root = makeRoot();
    renderFullPageMessage(root, 'storage', locale);
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe(
      MESSAGES[locale].storage.title,
    );
    expect(root.querySelector('[role="alert"] p')?.textContent).toBe(MESSAGES[locale].storage.text);
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelector('button')).toBeNull();
  });

  it.each(LOCALES)('renders "try again later" in %s with a button that retries', (locale) => {
    const root = makeRoot();
    const onRetry = vi.fn();
    renderFullPageMessage(root, 'unavailable', locale, onRetry);
    expect(root.querySelector('h1')?.textContent).toBe(MESSAGES[locale].unavailable.title);
    const button = root.querySelector('button');
    expect(button?.textContent).toBe(MESSAGES[locale].retry);
    expect(button?.getAttribute('type')).toBe('button');
    button?.click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('covers the page with inline !important styles the host cannot override', () => {
    const root = makeRoot();
    const style = document.createElement('style');
    style.textContent =
      'div, h1 { position: static !important; display: none !important; color: red !important }';
    document.head.appendChild(style);
    const overlay = renderFullPageMessage(root, 'storage', 'en');

    expect(overlay.style.getPropertyValue('position')).toBe('fixed');
    expect(overlay.style.getPropertyPriority('position')).toBe('important');
    expect(overlay.style.getPropertyValue('z-index')).toBe('2147483000');
    expect(overlay.style.getPropertyValue('display')).toBe('flex');
    expect(overlay.style.getPropertyValue('top')).toBe('0px');
    expect(overlay.style.getPropertyValue('bottom')).toBe('0px');
    const heading = root.querySelector('h1');
    expect(heading?.style.getPropertyValue('display')).toBe('block');
    expect(heading?.style.getPropertyPriority('display')).toBe('important');
    expect(heading && getComputedStyle(heading).display).toBe('block');
    // `all: revert` (not computed by jsdom) drops the host's other rules in real browsers.
    expect(heading?.style.getPropertyValue('all')).toBe('revert');
    expect(heading?.style.getPropertyPriority('all')).toBe('important');
    expect(getComputedStyle(overlay).position).toBe('fixed');
    style.remove();
  });

  it('replaces an earlier message instead of stacking', () => {
    const root = makeRoot();
    renderFullPageMessage(root, 'storage', 'en');
    renderFullPageMessage(root, 'unavailable', 'en', () => undefined);
    expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(root.querySelector('h1')?.textContent).toBe('Please try again later');
  });
});
