// The page's one i18n store: modules register lazily loaded messages; a language switch loads
// every registered module's messages first, then swaps all texts at once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale, Messages, MessageLoaders } from '../../src/shared/i18n';
import type * as StoreModule from '../../src/shared/i18n/store';

let store: typeof StoreModule;

beforeEach(async () => {
  vi.resetModules();
  store = await import('../../src/shared/i18n/store');
});

const deferred = () => {
  let resolve: (value: { default: Messages }) => void = () => undefined;
  const promise = new Promise<{ default: Messages }>((r) => (resolve = r));
  return { promise, resolve };
};

function loaders(texts: Record<Locale, Messages>) {
  const make = (l: Locale) => vi.fn(() => Promise.resolve({ default: texts[l] }));
  return {
    en: make('en'),
    ru: make('ru'),
    uk: make('uk'),
    zh: make('zh'),
  } satisfies MessageLoaders;
}

const greeting = (ns: string) =>
  loaders({
    en: { [`${ns}.hello`]: 'Hello, {name}' },
    ru: { [`${ns}.hello`]: 'Привет, {name}' },
    uk: { [`${ns}.hello`]: 'Привіт, {name}' },
    zh: { [`${ns}.hello`]: '你好，{name}' },
  });

describe('i18n store', () => {
  it("lays the host's texts over every namespace, per language, also those registered later", async () => {
    store.setMessageOverrides({
      en: { 'demo.hello': 'Hi, {name}', 'late.hello': 'Late hi' },
      ru: { 'demo.hello': 'Здравствуйте, {name}' },
    });
    await store.registerMessages('demo', greeting('demo'));
    await store.registerMessages('late', greeting('late'));
    expect(store.t('demo.hello', { name: 'Ann' })).toBe('Hi, Ann');
    expect(store.t('late.hello')).toBe('Late hi');
    await store.setLocale('ru', { persist: false });
    expect(store.t('demo.hello', { name: 'Аня' })).toBe('Здравствуйте, Аня');
    expect(store.t('late.hello', { name: 'Аня' })).toBe('Привет, Аня');
  });

  it('formats registered messages in the current language', async () => {
    const demo = greeting('demo');
    await store.registerMessages('demo', demo);
    expect(store.getLocale()).toBe('en');
    expect(store.t('demo.hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(demo.en).toHaveBeenCalledTimes(1);
    expect(demo.ru).not.toHaveBeenCalled();
  });

  it('loads every namespace before switching, then t() returns the new language', async () => {
    const slowRu = deferred();
    const demo = greeting('demo');
    const other = { ...greeting('other'), ru: vi.fn(() => slowRu.promise) };
    await store.registerMessages('demo', demo);
    await store.registerMessages('other', other);
    const changes = vi.fn();
    store.subscribeIntl(changes);

    const switching = store.setLocale('ru', { persist: false });
    await Promise.resolve();
    expect(store.getLocale()).toBe('en');
    expect(store.t('demo.hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(changes).not.toHaveBeenCalled();

    slowRu.resolve({ default: { 'other.hello': 'Здравствуйте, {name}' } });
    await switching;
    expect(store.getLocale()).toBe('ru');
    expect(store.t('demo.hello', { name: 'Аня' })).toBe('Привет, Аня');
    expect(store.t('other.hello', { name: 'Аня' })).toBe('Здравствуйте, Аня');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('loads each language of a namespace once', async () => {
    const demo = greeting('demo');
    await store.registerMessages('demo', demo);
    await store.setLocale('uk', { persist: false });
    await store.setLocale('en', { persist: false });
    await store.setLocale('uk', { persist: false });
    expect(store.t('demo.hello', { name: 'Ія' })).toBe('Привіт, Ія');
    expect(demo.uk).toHaveBeenCalledTimes(1);
    expect(demo.en).toHaveBeenCalledTimes(1);
  });

  it('persists the choice in the cookie and sets lang on the widget root', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-publisher-platform', '');
    document.body.appendChild(root);
    const written = vi.spyOn(document, 'cookie', 'set');
    await store.setLocale('zh');
    expect(written).toHaveBeenCalledWith(expect.stringMatching(/^_locale=zh;/));
    expect(root.getAttribute('lang')).toBe('zh');
    written.mockClear();
    await store.setLocale('ru', { persist: false });
    expect(written).not.toHaveBeenCalled();
    root.remove();
  });

  it('registering a module leaves the texts on the page alone; the next render reads its messages', async () => {
    await store.registerMessages('demo', greeting('demo'));
    const changes = vi.fn();
    store.subscribeIntl(changes);
    await store.registerMessages('late', greeting('late'));
    expect(changes).not.toHaveBeenCalled();
    expect(store.getTranslate()('late.hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(store.getTranslate()('demo.hello', { name: 'Ann' })).toBe('Hello, Ann');
  });

  it('a module registered after a switch gets the current language', async () => {
    await store.setLocale('ru', { persist: false });
    const late = greeting('late');
    await store.registerMessages('late', late);
    expect(store.t('late.hello', { name: 'Ян' })).toBe('Привет, Ян');
    expect(late.en).not.toHaveBeenCalled();
  });

  it('a module registered during a switch still ends up in the new language', async () => {
    const slowRu = deferred();
    await store.registerMessages('demo', { ...greeting('demo'), ru: () => slowRu.promise });
    const switching = store.setLocale('ru', { persist: false });
    await store.registerMessages('late', greeting('late'));
    slowRu.resolve({ default: { 'demo.hello': 'Привет, {name}' } });
    await switching;
    expect(store.getLocale()).toBe('ru');
    expect(store.t('late.hello', { name: 'Ян' })).toBe('Привет, Ян');
  });

  it('a text without values is formatted once per language, and follows a language switch', async () => {
    await store.registerMessages(
      'plain',
      loaders({
        en: { 'plain.title': 'Offers' },
        ru: { 'plain.title': 'Офферы' },
        uk: { 'plain.title': 'Офери' },
        zh: { 'plain.title': '优惠' },
      }),
    );
    const format = vi.spyOn(store.getIntl(), 'formatMessage');
    expect(store.t('plain.title')).toBe('Offers');
    expect(store.t('plain.title')).toBe('Offers');
    expect(format).toHaveBeenCalledTimes(1);
    await store.setLocale('ru', { persist: false });
    expect(store.t('plain.title')).toBe('Офферы');
    expect(store.getTranslate()('plain.title')).toBe('Офферы');
  });
});
