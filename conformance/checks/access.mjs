// @ts-check
/**
 * Object-level access between two accounts: every object the read sweep found in the first
 * account's collections that the second account's own collection lacks must answer 404 or 403
 * to the second account, on every operation of its path (reads always; changes, with an empty
 * merge-patch, unless --read-only; deletions never, as a broken backend would delete).
 */
import { collectionOf } from './contract.mjs';

const DENIED = [403, 404];

/** @param {unknown} body */
const memberIris = (body) => {
  const members = /** @type {{ 'hydra:member'?: unknown }} */ (body ?? {})['hydra:member'];
  return new Set(
    Array.isArray(members) ? members.map((m) => String(m?.['@id'] ?? '')).filter(Boolean) : [],
  );
};

/** @type {import('../lib/kit.mjs').Check} */
export const objectAccess = {
  id: 'access.object-level',
  needsSecondUser: true,
  async run(ctx) {
    const id = 'access.object-level';
    const { user2 = '', password2 = '', readOnly } = ctx.options;
    const { cookie } = await ctx.signIn(user2, password2);
    let probed = 0;
    for (const [collection, ids] of ctx.found) {
      const own = await ctx.client.request('GET', collection, { cookie });
      const theirs = memberIris(ctx.jsonOf(own));
      const foreign = ids.filter((x) => !theirs.has(`${collection}/${x}`)).slice(0, 2);
      const ops = ctx.contract.operations.filter(
        (op) =>
          collectionOf(op) === collection &&
          op.method !== 'DELETE' &&
          (op.method === 'GET' || !readOnly) &&
          (op.path.match(/\{/g) ?? []).length === 1,
      );
      for (const x of foreign) {
        for (const op of ops) {
          const name = /\{(\w+)\}/.exec(op.path)?.[1] ?? 'id';
          const path = ctx.contract.examplePath(op, { [name]: x });
          const contentType = op.bodyTypes.find((t) => t.endsWith('json'));
          probed += 1;
          const answer = await ctx.client.request(op.method, path, {
            cookie,
            ...(contentType ? { json: {}, contentType } : {}),
          });
          if (!DENIED.includes(answer.status)) {
            ctx.fail(
              id,
              `${op.method} ${path} (the first account's) as the second → ${answer.status}`,
            );
          }
        }
      }
    }
    // The publisher resource itself, named by the first account's id.
    if (ctx.me?.id && !readOnly) {
      probed += 1;
      const answer = await ctx.client.request('PATCH', `/publisher/api/publishers/${ctx.me.id}`, {
        cookie,
        json: {},
        contentType: 'application/merge-patch+json',
      });
      if (!DENIED.includes(answer.status)) {
        ctx.fail(id, `PATCH the first publisher as the second → ${answer.status}, not 403/404`);
      }
    }
    if (probed === 0) ctx.skip(id, 'the first account has no objects the second lacks');
    else ctx.note(id, `${probed} requests for the first account's objects`);
  },
};
