// @ts-check
/**
 * The contract the kit checks against: host-demo/openapi.yaml (or another copy), its operations
 * and a validator per documented response. Every answer the kit sees goes through
 * `checkAnswer`, the contract tests' answers too (tests/contract/contract-client.ts).
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

/**
 * @typedef {string | number | boolean | null | JsonArray | JsonObject} Json
 * @typedef {Json[]} JsonArray
 * @typedef {{ [key: string]: Json }} JsonObject
 * @typedef {object} Operation
 * @property {string} key  "POST /publisher/api/login"
 * @property {string} method
 * @property {string} path
 * @property {JsonObject} spec
 * @property {boolean} secured
 * @property {boolean} hasJsonBody
 * @property {string[]} bodyTypes
 * @property {string[]} responseCodes
 * @typedef {{ name: string, in: string, schema: JsonObject, example?: Json }} Parameter
 * @typedef {{ status: number, headers: { get(name: string): string | null }, text: string }} Answer
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const SCHEMA_REF = '#/components/schemas/';
const ROOT_ID = 'urn:publisher-platform:openapi';

/** @param {Json | undefined} value @returns {value is JsonObject} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Component schema refs become absolute refs into one schema registered with Ajv. @param {Json} value @returns {Json} */
function rewriteRefs(value) {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)
        ? [key, `${ROOT_ID}#/$defs/${inner.slice(SCHEMA_REF.length)}`]
        : [key, rewriteRefs(inner)],
    ),
  );
}

/** @param {string} file */
export function loadContract(file) {
  const doc = /** @type {JsonObject} */ (parse(readFileSync(file, 'utf8')));
  const components = isObject(doc.components) ? doc.components : {};

  /** Resolves a local "#/a/b" reference (responses, headers, parameters). @param {Json | undefined} value @returns {Json | undefined} */
  function deref(value) {
    if (!isObject(value) || typeof value.$ref !== 'string') return value;
    /** @type {Json | undefined} */
    let target = doc;
    for (const part of value.$ref.replace(/^#\//, '').split('/')) {
      target = isObject(target) ? target[part] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolvable $ref ${value.$ref}`);
    return deref(target);
  }

  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator', 'x-enum-varnames']); // OpenAPI-only keywords
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S+$/i);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('binary', true);
  ajv.addSchema(
    /** @type {object} */ ({ $id: ROOT_ID, $defs: rewriteRefs(components.schemas ?? {}) }),
  );
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();

  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const spec = item[method];
      if (!isObject(spec)) continue;
      const security = Array.isArray(spec.security) ? spec.security : null;
      // Secured unless some alternative is the empty requirement {}.
      const secured = security
        ? security.length > 0 && security.every((s) => isObject(s) && Object.keys(s).length > 0)
        : globalSecured;
      const body = deref(spec.requestBody);
      const bodyTypes = isObject(body) && isObject(body.content) ? Object.keys(body.content) : [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        spec,
        secured,
        hasJsonBody: bodyTypes.some((type) => type.endsWith('json')),
        bodyTypes,
        responseCodes: Object.keys(isObject(spec.responses) ? spec.responses : {}),
      });
    }
  }

  /** @param {string} method @param {string} path */
  function operation(method, path) {
    const found = operations.find((op) => op.method === method && op.path === path);
    if (!found) throw new Error(`${method} ${path} is not documented in the contract`);
    return found;
  }

  /** The operation's parameters (path item's and its own), resolved. @param {Operation} op @returns {Parameter[]} */
  function parameters(op) {
    const item = isObject(doc.paths) ? doc.paths[op.path] : undefined;
    const shared = isObject(item) && Array.isArray(item.parameters) ? item.parameters : [];
    const own = Array.isArray(op.spec.parameters) ? op.spec.parameters : [];
    return [...shared, ...own]
      .map(deref)
      .filter(isObject)
      .map((p) => ({
        name: String(p.name),
        in: String(p.in),
        schema: isObject(p.schema) ? p.schema : {},
        example:
          p.example ??
          (isObject(p.schema) && Array.isArray(p.schema.examples)
            ? p.schema.examples[0]
            : undefined),
      }));
  }

  /**
   * Path with {params} filled from `values`, else the documented examples.
   * @param {Operation} op
   * @param {Record<string, string>} [values]
   */
  function examplePath(op, values = {}) {
    const params = parameters(op);
    return op.path.replace(/\{(\w+)\}/g, (_, name) => {
      const value = values[name] ?? params.find((p) => p.name === name && p.in === 'path')?.example;
      if (value === undefined || value === null) {
        throw new Error(`${op.key}: path parameter {${name}} needs an example`);
      }
      return encodeURIComponent(String(value));
    });
  }

  /** Documented headers (with their required flag) and media types of one response. @param {Operation} op @param {string} status */
  function response(op, status) {
    const spec = deref(isObject(op.spec.responses) ? op.spec.responses[status] : undefined);
    const headers = isObject(spec) && isObject(spec.headers) ? spec.headers : {};
    return {
      headers: Object.entries(headers).map(([name, header]) => {
        const resolved = deref(header);
        return { name, required: isObject(resolved) && resolved.required === true };
      }),
      mediaTypes: isObject(spec) && isObject(spec.content) ? Object.keys(spec.content) : [],
    };
  }

  /** @param {Operation} op @param {string} status @param {string} mediaType */
  function validator(op, status, mediaType) {
    const key = `${op.key} ${status} ${mediaType}`;
    const cached = validators.get(key);
    if (cached) return cached;
    const spec = deref(isObject(op.spec.responses) ? op.spec.responses[status] : undefined);
    const media = isObject(spec) && isObject(spec.content) ? spec.content[mediaType] : undefined;
    const schema = isObject(media) && media.schema !== undefined ? media.schema : {};
    const compiled = ajv.compile(/** @type {object} */ (rewriteRefs(schema)));
    validators.set(key, compiled);
    return compiled;
  }

  /**
   * What is wrong with one answer of `op` against the contract: an undocumented status, a
   * missing required header, another media type, a body off its schema. [] when it conforms.
   * @param {Operation} op
   * @param {Answer} answer
   * @returns {{ rule: 'contract.status' | 'contract.schema', message: string }[]}
   */
  function checkAnswer(op, answer) {
    const status = String(answer.status);
    const where = `${op.key} → ${status}`;
    if (!op.responseCodes.includes(status)) {
      return [{ rule: 'contract.status', message: `${where} is not documented` }];
    }
    /** @type {{ rule: 'contract.schema', message: string }[]} */
    const problems = [];
    const { headers, mediaTypes } = response(op, status);
    for (const header of headers.filter((h) => h.required)) {
      if (answer.headers.get(header.name) === null) {
        problems.push({ rule: 'contract.schema', message: `${where}: no ${header.name} header` });
      }
    }
    if (mediaTypes.length === 0) {
      if (answer.text !== '') {
        problems.push({ rule: 'contract.schema', message: `${where}: documented without a body` });
      }
      return problems;
    }
    const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!mediaTypes.includes(mediaType)) {
      problems.push({
        rule: 'contract.schema',
        message: `${where}: content type "${mediaType}", documented ${mediaTypes.join(', ')}`,
      });
      return problems;
    }
    /** @type {unknown} */
    let body = answer.text;
    if (mediaType.endsWith('json')) {
      try {
        body = JSON.parse(answer.text);
      } catch {
        problems.push({ rule: 'contract.schema', message: `${where}: the body is not JSON` });
        return problems;
      }
    }
    const validate = validator(op, status, mediaType);
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message}`)
        .join('; ');
      problems.push({ rule: 'contract.schema', message: `${where}: ${errors}` });
    }
    return problems;
  }

  /** The path an answer came from back to its operation ("/publisher/api/offers/7" → GET /publisher/api/offers/{id}). @param {string} method @param {string} pathname */
  function match(method, pathname) {
    const candidates = operations.filter((op) => op.method === method);
    const exact = candidates.find((op) => op.path === pathname);
    if (exact) return exact;
    return candidates.find((op) => {
      const pattern = op.path.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
      return new RegExp(`^${pattern}$`).test(pathname);
    });
  }

  const extensions = Array.isArray(doc['x-security-requirements'])
    ? doc['x-security-requirements'].filter(isObject)
    : [];
  /** @type {Map<string, string>} the contract's security requirement of each rule id */
  const rules = new Map(extensions.map((r) => [String(r.id), String(r.rule)]));
  const sessionScheme = isObject(components.securitySchemes)
    ? components.securitySchemes.sessionCookie
    : undefined;
  const sessionCookie =
    isObject(sessionScheme) && typeof sessionScheme.name === 'string'
      ? sessionScheme.name
      : 'PPSESSID';

  return {
    doc,
    operations,
    operation,
    parameters,
    examplePath,
    response,
    validator,
    checkAnswer,
    match,
    rules,
    sessionCookie,
  };
}

/** @typedef {ReturnType<typeof loadContract>} Contract */
