import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

/** The parts of an OpenAPI 3.1 document the contract test reads. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface Operation {
  key: string; // "POST /publisher/api/login"
  method: string;
  path: string;
  spec: JsonObject;
  secured: boolean;
  hasJsonBody: boolean;
  responseCodes: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const SCHEMA_REF = '#/components/schemas/';
const ROOT_ID = 'urn:publisher-platform:openapi';

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Component schema refs become absolute refs into one schema registered with Ajv. */
function rewriteRefs(value: Json): Json {
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

export function loadContract(file: string) {
  const doc = parse(readFileSync(file, 'utf8')) as JsonObject;
  const components = isObject(doc.components) ? doc.components : {};

  /** Resolves a local "#/a/b" reference (responses, headers, parameters). */
  function deref(value: Json | undefined): Json | undefined {
    if (!isObject(value) || typeof value.$ref !== 'string') return value;
    let target: Json | undefined = doc;
    for (const part of value.$ref.replace(/^#\//, '').split('/')) {
      target = isObject(target) ? target[part] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolvable $ref ${value.$ref}`);
    return deref(target);
  }

  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']); // OpenAPI-only keywords
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S+$/i);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addSchema({ $id: ROOT_ID, $defs: rewriteRefs(components.schemas ?? {}) } as object);
  const validators = new Map<string, ValidateFunction>();

  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  const operations: Operation[] = [];
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
        responseCodes: Object.keys(isObject(spec.responses) ? spec.responses : {}),
      });
    }
  }

  function operation(method: string, path: string): Operation {
    const found = operations.find((op) => op.method === method && op.path === path);
    if (!found) throw new Error(`${method} ${path} is not documented in openapi.yaml`);
    return found;
  }

  /** Path with {params} filled from the documented parameter examples. */
  function examplePath(op: Operation): string {
    const params = Array.isArray(op.spec.parameters) ? op.spec.parameters.map(deref) : [];
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const param = params.find((p) => isObject(p) && p.name === name && p.in === 'path');
      const schema = isObject(param) ? param.schema : undefined;
      const example = isObject(param)
        ? (param.example ??
          (isObject(schema) && Array.isArray(schema.examples) ? schema.examples[0] : undefined))
        : undefined;
      if (example === undefined || example === null) {
        throw new Error(`${op.key}: path parameter {${name}} needs an example`);
      }
      return encodeURIComponent(String(example));
    });
  }

  /** Documented headers (with their required flag) and media types of one response. */
  function response(op: Operation, status: string) {
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

  function validator(op: Operation, status: string, mediaType: string): ValidateFunction {
    const key = `${op.key} ${status} ${mediaType}`;
    const cached = validators.get(key);
    if (cached) return cached;
    const response = deref(isObject(op.spec.responses) ? op.spec.responses[status] : undefined);
    const media =
      isObject(response) && isObject(response.content) ? response.content[mediaType] : undefined;
    const schema = isObject(media) && media.schema !== undefined ? media.schema : {};
    const compiled = ajv.compile(rewriteRefs(schema) as object);
    validators.set(key, compiled);
    return compiled;
  }

  return { doc, operations, operation, examplePath, response, validator };
}

export type Contract = ReturnType<typeof loadContract>;
