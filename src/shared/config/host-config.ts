// The host page's configuration block (<script type="application/json"
// id="publisher-platform-config">). Validation never throws: it returns the usable config
// (defaults where a value is missing or wrong) and the list of problems for the console.
import { BASE_PATH } from '../routing/paths';

export interface AdditionalPage {
  '@id': string;
  id: string;
  menuTitle: string;
  icon: string;
  placement: number | null;
  pageTitle: string;
  type: number;
  url?: string;
  html?: string;
}

export interface HostConfig {
  title: string;
  apiBase: string;
  defaultTimezone: string;
  brand: { primary: string; primaryForeground?: string };
  additionalPages: AdditionalPage[];
  /** The host's Content-Security-Policy nonce for this response: the network's custom script
   *  carries it, so a strict `script-src 'self' 'nonce-…'` policy lets it run. */
  scriptNonce?: string;
  /** Where the bundle POSTs a report of each unexpected error, and the release it names. */
  errorReporting?: { url: string; release?: string };
  /** The network requires two-factor sign-in: a publisher without it must set it up after
   *  signing in, before anything else. */
  requireTwoFactor?: boolean;
  /** The host page uses window.PublisherPlatform and the portal's DOM events: their file loads
   *  after the first screen (a page that does not use them does not download it). */
  hostApi?: boolean;
  /** The block as the host wrote it, when it has `messages`, `theme` or `features`: shared's start
   *  checks and applies those (./overrides, loaded only then), then keeps the checked `features`. */
  overrides?: { messages?: unknown; theme?: unknown; features?: unknown };
  /** Sections switched off by the host (false); the rest follow the publisher's profile. */
  features?: Partial<Record<Feature, boolean>>;
}

/** Sections a host can switch off (./overrides/features lists them for the check). */
export type Feature = 'smartlinks' | 'promoCodes' | 'competitions';

export const CONFIG_ELEMENT_ID = 'publisher-platform-config';
export const DEFAULT_PRIMARY = '#f97316';

export const DEFAULT_CONFIG: HostConfig = {
  title: 'Publisher Platform',
  apiBase: `${BASE_PATH}/api`,
  defaultTimezone: 'Europe/Prague',
  brand: { primary: DEFAULT_PRIMARY },
  additionalPages: [],
};

export interface ConfigResult {
  config: HostConfig;
  problems: string[];
}

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// A CSP nonce is base64 or base64url; anything else could not match a policy anyway.
const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;
export type Raw = Record<string, unknown>;
export const isObject = (v: unknown): v is Raw =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function readPage(raw: unknown, index: number, problems: string[]): AdditionalPage | null {
  const where = `additionalPages[${index}]`;
  if (!isObject(raw)) {
    problems.push(`${where} must be an object`);
    return null;
  }
  const iri = typeof raw['@id'] === 'string' ? raw['@id'] : String(raw.id ?? '');
  const id = iri.split('/').filter(Boolean).pop() ?? '';
  if (!id || typeof raw.menuTitle !== 'string') {
    problems.push(`${where} needs "@id" and "menuTitle"`);
    return null;
  }
  const type = typeof raw.type === 'number' ? raw.type : 1;
  if (type === 2 && typeof raw.url !== 'string') problems.push(`${where} of type 2 needs "url"`);
  return {
    '@id': iri,
    id,
    menuTitle: raw.menuTitle,
    icon: typeof raw.icon === 'string' && raw.icon ? raw.icon : 'question-circle',
    placement: typeof raw.placement === 'number' ? raw.placement : null,
    pageTitle: typeof raw.pageTitle === 'string' ? raw.pageTitle : raw.menuTitle,
    type,
    ...(typeof raw.url === 'string' ? { url: raw.url } : {}),
    ...(typeof raw.html === 'string' ? { html: raw.html } : {}),
  };
}

function readString(raw: Raw, key: keyof HostConfig, problems: string[], fallback: string) {
  const value = raw[key];
  if (value === undefined) return fallback;
  if (typeof value === 'string' && value.trim()) return value;
  problems.push(`"${key}" must be a non-empty string`);
  return fallback;
}

export function validateHostConfig(raw: unknown): ConfigResult {
  const problems: string[] = [];
  if (!isObject(raw))
    return { config: DEFAULT_CONFIG, problems: ['the config must be a JSON object'] };
  const config: HostConfig = {
    title: readString(raw, 'title', problems, DEFAULT_CONFIG.title),
    apiBase: readString(raw, 'apiBase', problems, DEFAULT_CONFIG.apiBase).replace(/(.)\/+$/, '$1'),
    defaultTimezone: readString(raw, 'defaultTimezone', problems, DEFAULT_CONFIG.defaultTimezone),
    brand: { primary: DEFAULT_PRIMARY },
    additionalPages: [],
  };
  // The default needs no check: a check is the page's first Intl use (ICU's first load, tens of
  // ms of a phone's main thread), which the loader's warm-up worker can take if it comes later.
  const configured = config.defaultTimezone !== DEFAULT_CONFIG.defaultTimezone;
  if (configured && !isTimezone(config.defaultTimezone)) {
    problems.push(`"defaultTimezone" is not a known time zone: ${config.defaultTimezone}`);
    config.defaultTimezone = DEFAULT_CONFIG.defaultTimezone;
  }
  if (raw.brand !== undefined) {
    if (!isObject(raw.brand))
      problems.push('"brand" must be an object such as {"primary": "#f97316"}');
    const brand = isObject(raw.brand) ? raw.brand : {};
    for (const key of ['primary', 'primaryForeground'] as const) {
      const value = brand[key];
      if (value === undefined) continue;
      if (typeof value === 'string' && HEX_COLOUR.test(value)) config.brand[key] = value;
      else problems.push(`"brand.${key}" must be a hex colour such as #f97316`);
    }
  }
  if (raw.additionalPages !== undefined) {
    if (!Array.isArray(raw.additionalPages)) problems.push('"additionalPages" must be an array');
    else
      config.additionalPages = raw.additionalPages
        .map((p, i) => readPage(p, i, problems))
        .filter((p): p is AdditionalPage => p !== null);
  }
  if (raw.errorReporting !== undefined) {
    const reporting = isObject(raw.errorReporting) ? raw.errorReporting : {};
    const { url, release } = reporting;
    if (typeof url === 'string' && /^(?:https?:\/\/|\/)/.test(url))
      config.errorReporting = { url, ...(typeof release === 'string' ? { release } : {}) };
    else problems.push('"errorReporting" must be {"url": "/path or https://…"}');
  }
  for (const key of ['requireTwoFactor', 'hostApi'] as const)
    if (raw[key] !== undefined) {
      if (typeof raw[key] === 'boolean') config[key] = raw[key];
      else problems.push(`"${key}" must be true or false`);
    }
  if (raw.scriptNonce !== undefined) {
    if (typeof raw.scriptNonce === 'string' && NONCE.test(raw.scriptNonce))
      config.scriptNonce = raw.scriptNonce;
    else problems.push('"scriptNonce" must be the base64 nonce of script-src');
  }
  if ('messages' in raw || 'theme' in raw || 'features' in raw) config.overrides = raw;
  return { config, problems };
}

/** Reads and validates the block from the page; a missing block means defaults. */
export function readHostConfig(doc: Document = document): ConfigResult {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element) return { config: DEFAULT_CONFIG, problems: [] };
  try {
    return validateHostConfig(JSON.parse(element.textContent ?? ''));
  } catch (error) {
    return {
      config: DEFAULT_CONFIG,
      problems: [`the config block is not valid JSON (${(error as Error).message})`],
    };
  }
}
