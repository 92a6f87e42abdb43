// @ts-check
/**
 * Request-body validation from openapi.yaml itself: every operation's JSON requestBody schema
 * is compiled with Ajv (the validator Fastify uses), so the server cannot accept what the
 * contract forbids. Messages follow the Symfony validator texts the API answers elsewhere.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

/** @typedef {import('./validation.mjs').Violation} Violation */
/**
 * @typedef {object} BodyContract
 * @property {(body: unknown) => Violation[]} check  the violations of the schema, [] when valid
 * @property {number} invalidStatus  422 where the contract documents it, otherwise 400
 */

const ROOT_ID = 'urn:publisher-platform:openapi';
const SCHEMA_REF = '#/components/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `$ref`s into components.schemas become refs into one schema registered with Ajv; other
 * local refs (responses, request bodies) are resolved in place.
 * @param {unknown} value
 * @param {Record<string, any>} doc
 * @returns {any}
 */
export function resolveRefs(value, doc) {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, doc));
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string') {
    if (value.$ref.startsWith(SCHEMA_REF)) {
      return { $ref: `${ROOT_ID}#/$defs/${value.$ref.slice(SCHEMA_REF.length)}` };
    }
    /** @type {any} */
    let target = doc;
    for (const part of value.$ref.replace(/^#\//, '').split('/')) target = target?.[part];
    if (target === undefined) throw new Error(`openapi.yaml: unresolvable $ref ${value.$ref}`);
    return resolveRefs(target, doc);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, doc)]));
}

/** "/customFieldValues/0/value" → "customFieldValues[0].value" @param {string[]} parts */
const propertyPath = (parts) =>
  parts
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );

/** @param {import('ajv').ErrorObject} error @returns {Violation} */
function toViolation(error) {
  const parts = error.instancePath.split('/').slice(1);
  const params = /** @type {Record<string, any>} */ (error.params);
  switch (error.keyword) {
    case 'dependentRequired':
    case 'required':
      return {
        propertyPath: propertyPath([...parts, params.missingProperty]),
        message: 'This field is missing.',
      };
    case 'type':
      return {
        propertyPath: propertyPath(parts),
        message: `This value should be of type ${[params.type].flat().join('|')}.`,
      };
    case 'enum':
    case 'const':
      return {
        propertyPath: propertyPath(parts),
        message: 'The value you selected is not a valid choice.',
      };
    case 'minLength':
      return {
        propertyPath: propertyPath(parts),
        message: `This value is too short. It should have ${params.limit} characters or more.`,
      };
    case 'minimum':
      return {
        propertyPath: propertyPath(parts),
        message: `This value should be greater than or equal to ${params.limit}.`,
      };
    case 'maximum':
      return {
        propertyPath: propertyPath(parts),
        message: `This value should be less than or equal to ${params.limit}.`,
      };
    case 'maxLength':
      return {
        propertyPath: propertyPath(parts),
        message: `This value is too long. It should have ${params.limit} characters or less.`,
      };
    default:
      return {
        propertyPath: propertyPath(parts),
        message: `This value ${error.message ?? 'is not valid'}.`,
      };
  }
}

/** @type {Map<string, Record<string, any>>} */
const parsed = new Map();

/**
 * openapi.yaml as parsed, once per file (the body checks and the contract's lists share it).
 * @param {string} file
 * @returns {Record<string, any>}
 */
export function readContract(file) {
  const known = parsed.get(file);
  if (known) return known;
  const doc = /** @type {Record<string, any>} */ (parse(readFileSync(file, 'utf8')));
  parsed.set(file, doc);
  return doc;
}

/** "/publisher/api/proxy_domains/{id}" and "/publisher/api/proxy_domains/:id" alike. */
export const pathShape = (/** @type {string} */ path) =>
  path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, '{}');

/**
 * The JSON body contracts of openapi.yaml, keyed "METHOD /path/{}".
 * @param {string} file
 * @returns {Map<string, BodyContract>}
 */
export function loadBodyContracts(file) {
  const doc = readContract(file);
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator', 'x-enum-varnames']);
  for (const format of ['email', 'uri', 'date-time', 'binary']) ajv.addFormat(format, true);
  ajv.addSchema({ $id: ROOT_ID, $defs: resolveRefs(doc.components?.schemas ?? {}, doc) });

  /** @type {Map<string, BodyContract>} */
  const contracts = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      const content = resolveRefs(operation?.requestBody, doc)?.content ?? {};
      const jsonType = Object.keys(content).find((type) => type.endsWith('json'));
      if (!jsonType) continue;
      const validate = ajv.compile(content[jsonType].schema ?? {});
      contracts.set(`${method.toUpperCase()} ${pathShape(path)}`, {
        check: (body) => (validate(body) ? [] : (validate.errors ?? []).map(toViolation)),
        invalidStatus: operation.responses?.['422'] ? 422 : 400,
      });
    }
  }
  return contracts;
}
