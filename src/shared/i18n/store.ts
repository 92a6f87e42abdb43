// The one i18n store of the page. Every module registers its own message namespace (lazy loaders
// per language); switching the language loads all registered namespaces first, then swaps at once.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale, writeLocaleCookie } from './locale';

export type Messages = Record<string, string>;
export type MessageLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

const cache = createIntlCache();
const namespaces = new Map<string, MessageLoaders>();
const loaded = new Map<string, Messages>(); // key: `${locale}:${namespace}`
const listeners = new Set<() => void>();
let locale: Locale = DEFAULT_LOCALE;
// The host's own texts per language (compiled, as the catalogues are), laid over every namespace.
let overrides: Partial<Record<Locale, Messages>> = {};
// Built at its first use, not while shared is evaluated: the page's first Intl use loads ICU's
// locale data (tens of ms of a phone's main thread, in one task), which the loader's warm-up
// worker pays instead if it is done by then; the first render comes later than shared's module.
let current: { intl: IntlShape; translate: Translate } | undefined;
const built = () => {
  if (current) return current;
  const intl = build(locale);
  return (current = { intl, translate: translator(intl) });
};

function build(next: Locale): IntlShape {
  const messages: Messages = {};
  for (const [key, value] of loaded) if (key.startsWith(`${next}:`)) Object.assign(messages, value);
  Object.assign(messages, overrides[next]);
  return createIntl(
    {
      locale: next,
      defaultLocale: DEFAULT_LOCALE,
      messages,
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.warn('[publisher-platform] i18n', error);
      },
    },
    cache,
  );
}

async function load(namespace: string, target: Locale): Promise<void> {
  const key = `${target}:${namespace}`;
  const loaders = namespaces.get(namespace);
  if (loaded.has(key) || !loaders) return;
  // A catalogue whose file failed once (a dropped connection) is asked for once more: the loader
  // has forgotten the failure, so the second import fetches it again.
  const catalogue = await loaders[target]().catch(() => loaders[target]());
  loaded.set(key, catalogue.default);
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

// A message without values reads the same every time in one language: formatted once. (formatjs
// keys its formatter cache by the serialised message, a cost each of a page's hundreds of texts
// paid on every render.)
function translator(shape: IntlShape): Translate {
  // Message ids always hold a dot, so they never meet the object's inherited names.
  const plain: Record<string, string> = {};
  return (id, values) =>
    values ? shape.formatMessage({ id }, values) : (plain[id] ??= shape.formatMessage({ id }));
}

function rebuild(next: Locale): void {
  locale = next;
  current = undefined;
}

function publish(next: Locale): void {
  rebuild(next);
  listeners.forEach((listener) => listener());
}

/** The host's texts (message id → compiled ICU) per language; they win over every catalogue. */
export function setMessageOverrides(next: Partial<Record<Locale, Messages>>): void {
  overrides = next;
  rebuild(locale);
}

let switchingTo: Locale | null = null;

/** Registers a module's messages and loads them for the current language. */
export async function registerMessages(namespace: string, loaders: MessageLoaders): Promise<void> {
  namespaces.set(namespace, loaders);
  // A module registered while the language is switching needs the new language too.
  await Promise.all([load(namespace, locale), switchingTo ? load(namespace, switchingTo) : null]);
  // Nothing on the page shows a text of a namespace registered after it (a parcel mounts once its
  // messages are in), so the page is not told: that would render every text on it again, in one
  // synchronous pass, while the next parcel starts.
  rebuild(locale);
}

let kit: MessageLoaders | null = null;
/** The kit's texts (shared's full entry sets them): each parcel that mounts afterwards has them. */
export const setKitMessages = (loaders: MessageLoaders): void => {
  kit = loaders;
};
/** Registers the kit's texts, once they are set (a page without the kit has none to load). */
export const registerKitMessages = (): Promise<void> =>
  kit ? registerMessages('shared.kit', kit) : Promise.resolve();

/** Loads every namespace for `next`, then switches; persists it in the _locale cookie. */
export async function setLocale(next: Locale, { persist = true } = {}): Promise<void> {
  switchingTo = next;
  let pending = 0;
  // Repeat until no namespace was registered during the wait.
  while (pending !== namespaces.size) {
    pending = namespaces.size;
    await Promise.all([...namespaces.keys()].map((ns) => load(ns, next)));
  }
  switchingTo = null;
  if (persist) writeLocaleCookie(next);
  document.querySelector('[data-publisher-platform]')?.setAttribute('lang', next);
  publish(next);
}

export const getLocale = (): Locale => locale;
export const getIntl = (): IntlShape => built().intl;
export const getTranslate = (): Translate => built().translate;
export const subscribeIntl = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Formats a message outside React (fallback pages, notifications). */
export function t(id: string, values?: Record<string, string | number>): string {
  return built().translate(id, values);
}
