// @ts-check
/**
 * The read sweep (every GET of the contract, with the first account's session where it is
 * secured; ids of detail paths taken from the collections' members), the numeric query bounds,
 * and 401 without a session. Every answer is checked against the contract by the kit itself.
 */

/** @typedef {import('../lib/kit.mjs').Context} Context */
/** @typedef {import('../lib/openapi.mjs').Operation} Operation */

/** The collection path a detail path belongs to ("/…/offers/{id}" → "/…/offers"). @param {Operation} op */
export const collectionOf = (op) => /^(.*)\/\{\w+\}(?:\/[\w.]+)?$/.exec(op.path)?.[1] ?? null;

/** The last path segment of every member '@id' under `path`. @param {unknown} body @param {string} path */
function memberIds(body, path) {
  const members = /** @type {{ 'hydra:member'?: unknown }} */ (body ?? {})['hydra:member'];
  if (!Array.isArray(members)) return [];
  return members
    .map((m) => (typeof m?.['@id'] === 'string' ? m['@id'] : ''))
    .filter((iri) => iri.startsWith(`${path}/`) && !iri.slice(path.length + 1).includes('/'))
    .map((iri) => iri.slice(path.length + 1));
}

/**
 * Signs the first account in and reads who it is.
 * @param {Context} ctx
 */
export async function firstSession(ctx) {
  const { cookie } = await ctx.signIn(ctx.options.user, ctx.options.password);
  if (!ctx.me) {
    const current = await ctx.client.request('GET', '/publisher/api/publishers/current', {
      cookie,
    });
    const body = ctx.jsonOf(current) ?? {};
    const iri = String(body['@id'] ?? '');
    ctx.me = { iri, id: iri.split('/').pop() ?? '', email: String(body.email ?? '') };
  }
  return cookie;
}

/** @param {Operation} op @param {Context} ctx */
function pathFor(op, ctx) {
  const collection = collectionOf(op);
  const [found] = collection ? (ctx.found.get(collection) ?? []) : [];
  const name = /\{(\w+)\}/.exec(op.path)?.[1];
  try {
    return ctx.contract.examplePath(op, found && name ? { [name]: found } : {});
  } catch {
    return null;
  }
}

/** @type {import('../lib/kit.mjs').Check} */
export const contractSweep = {
  id: 'contract.schema',
  async run(ctx) {
    const cookie = await firstSession(ctx);
    // Collections first, so the detail paths can use their ids.
    const gets = ctx.contract.operations
      .filter((op) => op.method === 'GET')
      .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
    for (const op of gets) {
      const path = pathFor(op, ctx);
      if (!path) {
        ctx.note('contract.schema', `${op.key}: no example for its path`);
        continue;
      }
      const answer = await ctx.client.request('GET', path, op.secured ? { cookie } : {});
      const ids = memberIds(ctx.jsonOf(answer), op.path);
      if (ids.length > 0 && !op.path.includes('{')) ctx.found.set(op.path, ids);
    }
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const queryBounds = {
  id: 'bounds.query',
  async run(ctx) {
    const cookie = await firstSession(ctx);
    let probed = 0;
    for (const op of ctx.contract.operations.filter((o) => o.method === 'GET')) {
      const path = pathFor(op, ctx);
      if (!path) continue;
      for (const param of ctx.contract.parameters(op).filter((p) => p.in === 'query')) {
        const schema = param.schema.type === 'array' ? (param.schema.items ?? {}) : param.schema;
        const type = /** @type {Record<string, unknown>} */ (schema).type;
        if (type !== 'integer' && type !== 'number') continue;
        const { minimum, maximum } = /** @type {{ minimum?: number, maximum?: number }} */ (schema);
        if (minimum === undefined || maximum === undefined) {
          ctx.fail('bounds.query', `${op.key}: ${param.name} documents no minimum and maximum`);
        }
        const values = ['1e21', 'Infinity', 'NaN', 'abc', '99999999999999999999'];
        if (minimum !== undefined) values.push(String(minimum - 1));
        if (maximum !== undefined) values.push(String(maximum + 1));
        for (const value of values) {
          probed += 1;
          const query = `${encodeURIComponent(param.name)}=${encodeURIComponent(value)}`;
          const answer = await ctx.client.request('GET', path, {
            query,
            ...(op.secured ? { cookie } : {}),
          });
          if (answer.status !== 400) {
            ctx.fail(
              'bounds.query',
              `${op.key}?${query} → ${answer.status || answer.error}, not 400`,
            );
          }
        }
      }
    }
    ctx.note('bounds.query', `${probed} out-of-bounds values sent`);
  },
};

/** @type {import('../lib/kit.mjs').Check} */
export const authRequired = {
  id: 'auth.required',
  async run(ctx) {
    let probed = 0;
    for (const op of ctx.contract.operations.filter((o) => o.secured)) {
      // Without a session nothing can change, but --read-only does not even try a write.
      if (op.method !== 'GET' && ctx.options.readOnly) continue;
      const path = pathFor(op, ctx);
      if (!path) continue;
      const contentType = op.bodyTypes.find((t) => t.endsWith('json'));
      probed += 1;
      const answer = await ctx.client.request(
        op.method,
        path,
        contentType ? { json: {}, contentType } : {},
      );
      if (answer.status !== 401) {
        ctx.fail('auth.required', `${op.key} without a session → ${answer.status || answer.error}`);
      }
    }
    ctx.note('auth.required', `${probed} secured operations tried without a session`);
  },
};
