// @ts-check
import { readFileSync } from 'node:fs';
import { HttpError, isRecord } from './http.mjs';

/**
 * Test switches, changed through POST /__demo/settings. In memory only: a restart or
 * POST /__demo/reset restores the defaults.
 * @typedef {object} DemoSettings
 * @property {string} appVersion  sent as X-App-Version on every response
 * @property {number} latencyMs  delay before every /publisher/api answer
 * @property {number} errorRate  0..1, fraction of /publisher/api calls answered with 500
 * @property {number | null} registrationLimit  registrations accepted per client address and
 *   hour (the next one answers 429); null = unlimited
 * @property {string[]} blockedEmailDomains  registration from these domains (and their
 *   subdomains) answers 406
 */

// A variable, not a literal: Vite rewrites `new URL('literal', import.meta.url)` in tests.
const packagePath = '../../package.json';
const packageFile = new URL(packagePath, import.meta.url);
/** The deployed bundle's release (package.json), so a new release reloads open pages. */
export const DEFAULT_APP_VERSION = String(JSON.parse(readFileSync(packageFile, 'utf8')).version);

/** @returns {DemoSettings} */
export function defaultSettings() {
  return {
    appVersion: DEFAULT_APP_VERSION,
    latencyMs: 0,
    errorRate: 0,
    registrationLimit: 5,
    blockedEmailDomains: ['mailinator.com', 'guerrillamail.com'],
  };
}

/** @type {{ [K in keyof DemoSettings]: (value: unknown) => boolean }} */
const VALIDATORS = {
  appVersion: (v) => typeof v === 'string' && /^[\w.+-]{1,64}$/.test(v),
  latencyMs: (v) => Number.isInteger(v) && Number(v) >= 0 && Number(v) <= 60000,
  errorRate: (v) => typeof v === 'number' && v >= 0 && v <= 1,
  registrationLimit: (v) => v === null || (Number.isInteger(v) && Number(v) >= 0),
  blockedEmailDomains: (v) =>
    Array.isArray(v) &&
    v.length <= 1000 &&
    v.every((d) => typeof d === 'string' && /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i.test(d)),
};

/**
 * Validates a partial settings object; unknown keys or bad values are a 400.
 * @param {unknown} patch
 * @returns {Partial<DemoSettings>}
 */
export function parseSettingsPatch(patch) {
  /** @param {string} message */
  const invalid = (message) => new HttpError(400, message, { body: { error: message } });
  if (!isRecord(patch)) throw invalid('Expected a JSON object.');
  for (const [key, value] of Object.entries(patch)) {
    const validate = Object.hasOwn(VALIDATORS, key)
      ? VALIDATORS[/** @type {keyof DemoSettings} */ (key)]
      : undefined;
    if (!validate) throw invalid(`Unknown setting "${key}".`);
    if (!validate(value)) throw invalid(`Invalid value for "${key}".`);
  }
  return /** @type {Partial<DemoSettings>} */ (patch);
}

/**
 * Decides which calls fail. Deterministic rather than random: with errorRate 0.25 exactly
 * every 4th call fails, so tests can rely on it.
 */
export class FaultInjector {
  credit = 0;

  /** @param {number} errorRate */
  shouldFail(errorRate) {
    if (errorRate <= 0) return false;
    this.credit += errorRate;
    if (this.credit < 1 - 1e-9) return false;
    this.credit -= 1;
    return true;
  }

  reset() {
    this.credit = 0;
  }
}
