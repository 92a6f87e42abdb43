// @ts-check
/**
 * Numeric query parameters from openapi.yaml itself: every documented integer or number
 * parameter of an operation is checked against its schema's bounds before the handler runs, so
 * `page=1e21` or `itemsPerPage=Infinity` answers 400 with the violations, never a failed query.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { pathShape, resolveRefs } from './contract.mjs';
import { HttpError, JSON_LD_TYPE, hydraError } from './http.mjs';

/**
 * @typedef {{ name: string, integer: boolean, minimum?: number, maximum?: number }} NumericParam
 * @typedef {{ params: NumericParam[] }} QueryContract
 * @typedef {import('./validation.mjs').Violation} Violation
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const INTEGER = /^[-+]?\d{1,16}$/;
const DECIMAL = /^[-+]?(?:\d{1,16}(?:\.\d{1,16})?|\.\d{1,16})$/;

/** @param {Record<string, any>} schema @returns {Record<string, any>} the scalar schema */
const scalarOf = (schema) => (schema?.type === 'array' ? (schema.items ?? {}) : (schema ?? {}));

/**
 * The numeric query parameters of every operation, keyed "METHOD /path/{}".
 * @param {string} file
 * @returns {Map<string, QueryContract>}
 */
export function loadQueryContracts(file) {
  const doc = /** @type {Record<string, any>} */ (parse(readFileSync(file, 'utf8')));
  /** @type {Map<string, QueryContract>} */
  const contracts = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      /** @type {NumericParam[]} */
      const params = [];
      for (const raw of parameters) {
        const param = resolveRefs(raw, doc);
        const schema = scalarOf(param?.schema);
        if (param?.in !== 'query' || !['integer', 'number'].includes(schema.type)) continue;
        params.push({
          name: param.name,
          integer: schema.type === 'integer',
          minimum: schema.minimum,
          maximum: schema.maximum,
        });
      }
      if (params.length > 0)
        contracts.set(`${method.toUpperCase()} ${pathShape(path)}`, { params });
    }
  }
  return contracts;
}

/**
 * What is wrong with one value of a numeric parameter, or null.
 * @param {NumericParam} param
 * @param {string} value
 */
function problem(param, value) {
  const text = value.trim();
  if (!(param.integer ? INTEGER : DECIMAL).test(text)) {
    return `This value should be of type ${param.integer ? 'integer' : 'number'}.`;
  }
  const number = Number(text);
  if (param.integer && !Number.isSafeInteger(number)) {
    return 'This value should be a valid number.';
  }
  if (param.minimum !== undefined && number < param.minimum) {
    return `This value should be greater than or equal to ${param.minimum}.`;
  }
  if (param.maximum !== undefined && number > param.maximum) {
    return `This value should be less than or equal to ${param.maximum}.`;
  }
  return null;
}

/**
 * preValidation: 400 (a Hydra error with `violations`) when a documented numeric parameter is
 * not a number within its bounds. Empty values count as absent, as the handlers read them.
 * @param {import('fastify').FastifyRequest} request
 */
export function checkQuery(request) {
  const contract = request.routeOptions.config?.queryContract;
  if (!contract) return;
  const query = /** @type {Record<string, unknown>} */ (request.query ?? {});
  /** @type {Violation[]} */
  const violations = [];
  for (const param of contract.params) {
    const values = [query[param.name], query[`${param.name}[]`]].flat();
    for (const value of values) {
      if (value === undefined || value === '') continue;
      const message = problem(param, String(value));
      if (message) {
        violations.push({ propertyPath: param.name, message });
        break;
      }
    }
  }
  if (violations.length === 0) return;
  const description = violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  throw new HttpError(400, description, {
    body: { ...hydraError(description), violations },
    contentType: JSON_LD_TYPE,
  });
}
