// @ts-check
/**
 * The contract's named lists: every components.schemas entry of openapi.yaml that is an enum
 * (postback macros, statuses, report groupings). The server reads them from here when it starts
 * and the client imports the constants `npm run gen:api` writes from the same function
 * (src/shared/api/contract-enums.ts), so neither side keeps a copy of its own. A schema with
 * `x-enum-varnames` becomes a name → value map (`CAMPAIGN_STATUS.live`), any other a list
 * (`POSTBACK_PARAMETERS`).
 */
import path from 'node:path';
import { readContract } from './contract.mjs';

/** @typedef {string | number} EnumValue */
/**
 * @typedef {object} ContractEnum
 * @property {string} schema  the schema's name in openapi.yaml
 * @property {string | undefined} description
 * @property {readonly EnumValue[] | Readonly<Record<string, EnumValue>>} value
 */

export const CONTRACT_FILE = path.join(import.meta.dirname, '..', 'openapi.yaml');

/** "CampaignStatus" → "CAMPAIGN_STATUS" @param {string} name */
const constantCase = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** A list's constant: "PostbackParameter" → "POSTBACK_PARAMETERS" @param {string} name */
const pluralName = (name) => constantCase(name) + (name.endsWith('s') ? 'ES' : 'S');

/**
 * Every enum schema of a parsed contract as the constant it becomes, keyed by the constant's name.
 * @param {Record<string, any>} doc
 * @returns {Record<string, ContractEnum>}
 */
export function enumConstants(doc) {
  /** @type {Record<string, ContractEnum>} */
  const constants = {};
  for (const [schema, definition] of Object.entries(doc.components?.schemas ?? {})) {
    if (!Array.isArray(definition?.enum)) continue;
    /** @type {EnumValue[]} */
    const values = definition.enum;
    const names = definition['x-enum-varnames'];
    if (Array.isArray(names) && names.length !== values.length)
      throw new Error(
        `openapi.yaml: ${schema} has ${names.length} x-enum-varnames for ${values.length} values`,
      );
    const description =
      typeof definition.description === 'string' ? definition.description : undefined;
    constants[Array.isArray(names) ? constantCase(schema) : pluralName(schema)] = {
      schema,
      description,
      value: Array.isArray(names)
        ? Object.fromEntries(names.map((name, at) => [String(name), values[at] ?? '']))
        : values,
    };
  }
  return constants;
}

/** The lists of the server's own contract, read once when the server starts. */
export const CONTRACT_ENUMS = enumConstants(readContract(CONTRACT_FILE));

/** @param {string} name @returns {readonly EnumValue[]} */
function list(name) {
  const value = CONTRACT_ENUMS[name]?.value;
  if (!Array.isArray(value)) throw new Error(`openapi.yaml: no enum list ${name}`);
  return value;
}

/** @typedef {typeof import('../../src/shared/api/contract-enums')} Generated */

/**
 * A name → value map, typed as its generated client constant (the unit test holds the two
 * equal), so `CAMPAIGN_STATUS.live` is a number and a misspelt name does not typecheck.
 * @template {keyof Generated} K
 * @param {K} name
 * @returns {Generated[K]}
 */
function map(name) {
  const value = CONTRACT_ENUMS[name]?.value;
  if (!value || Array.isArray(value)) throw new Error(`openapi.yaml: no enum map ${name}`);
  return /** @type {Generated[K]} */ (value);
}

const strings = (/** @type {string} */ name) => list(name).map(String);

export const POSTBACK_PARAMETERS = strings('POSTBACK_PARAMETERS');
export const POSTBACK_TYPES = strings('POSTBACK_TYPES');
export const REPORT_GROUPINGS = strings('REPORT_GROUPINGS');
export const REPORT_NESTED_GROUPINGS = strings('REPORT_NESTED_GROUPINGS');
export const COMPETITION_STATUSES = strings('COMPETITION_STATUSES');
export const PAYMENT_STATUSES = strings('PAYMENT_STATUSES');
export const CONVERSION_STATUSES = strings('CONVERSION_STATUSES');
export const CONVERSION_REASONS = strings('CONVERSION_REASONS');
export const CAMPAIGN_STATUS = map('CAMPAIGN_STATUS');
export const OFFER_STATUS = map('OFFER_STATUS');
export const SMARTLINK_ACCESS_STATUS = map('SMARTLINK_ACCESS_STATUS');
export const CERT_STATUS = map('CERT_STATUS');
