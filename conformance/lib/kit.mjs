// @ts-check
/**
 * Runs the conformance checks against a backend: every answer it gets is checked against the
 * contract (status documented, media type, required headers, body schema, never 5xx), and each
 * check probes one security requirement of the contract (`x-security-requirements`). The
 * verdict of every rule, with what failed, is the result.
 */
import { fileURLToPath } from 'node:url';
import { CHECKS } from '../checks/index.mjs';
import { cookieFrom, createClient, jsonOf } from './http.mjs';
import { loadContract } from './openapi.mjs';

export const DEFAULT_CONTRACT = fileURLToPath(
  new URL('../../host-demo/openapi.yaml', import.meta.url),
);
const CONTRACT_RULES = ['contract.status', 'contract.schema', 'contract.no-5xx'];
const MAX_PROBLEMS = 20;

/**
 * @typedef {object} KitOptions
 * @property {string} base  the API base, e.g. https://network.example/publisher/api
 * @property {string} user
 * @property {string} password
 * @property {string} [user2]  a second account, for object-level access
 * @property {string} [password2]
 * @property {boolean} [readOnly]  skip every check that writes (sign-ups, mails, uploads, …)
 * @property {string} [contract]  path of the OpenAPI document; default host-demo/openapi.yaml
 * @property {string[]} [only]  run only the checks of these rule ids
 * @property {number} [timeoutMs]
 * @property {(line: string) => void} [log]  progress
 */
/** @typedef {'pass' | 'fail' | 'skip'} Verdict */
/**
 * What a check gets.
 * @typedef {object} Context
 * @property {import('./openapi.mjs').Contract} contract
 * @property {import('./http.mjs').Client} client
 * @property {KitOptions} options
 * @property {(line: string) => void} log
 * @property {Map<string, string[]>} found  ids the read sweep found, per collection path
 * @property {{ id: string, email: string, iri: string } | null} me  the first account
 * @property {(id: string, problem: string) => void} fail
 * @property {(id: string, note: string) => void} note
 * @property {(id: string, why: string) => void} skip
 * @property {(id: string) => void} judge  the rule gets a verdict (pass unless it fails)
 * @property {(username: string, password: string, cookie?: string) => Promise<{ cookie: string, answer: import('./http.mjs').Answer }>} signIn
 * @property {(answer: import('./http.mjs').Answer) => any} jsonOf
 */
/**
 * One probe of the contract's requirements.
 * @typedef {object} Check
 * @property {string} id  the rule it judges (x-security-requirements, or contract.*)
 * @property {boolean} [writes]  changes data or spends limits (skipped with --read-only)
 * @property {boolean} [needsSecondUser]
 * @property {(ctx: Context) => Promise<void>} run
 */
/** @typedef {{ id: string, rule: string, verdict: Verdict, problems: string[], notes: string[] }} RuleResult */
/** @typedef {{ key: string, status: string, problems: string[] }} CoverageRow */

/**
 * @param {KitOptions} options
 * @returns {Promise<{ rules: RuleResult[], coverage: CoverageRow[], ok: boolean }>}
 */
export async function runConformance(options) {
  const contract = loadContract(options.contract ?? DEFAULT_CONTRACT);
  const log = options.log ?? (() => undefined);
  /** @type {Map<string, RuleResult>} */
  const results = new Map();
  /** @param {string} id */
  const result = (id) => {
    let found = results.get(id);
    if (!found) {
      found = {
        id,
        rule: contract.rules.get(id) ?? '(not in the contract)',
        verdict: 'pass',
        problems: [],
        notes: [],
      };
      results.set(id, found);
    }
    return found;
  };
  /** @type {Map<string, CoverageRow>} */
  const coverage = new Map();

  const client = createClient({
    base: options.base,
    timeoutMs: options.timeoutMs,
    onAnswer: (answer) => {
      const op = contract.match(answer.method, answer.path);
      if (!op) return;
      if (answer.status >= 500 || answer.status === 0) {
        ctx.fail('contract.no-5xx', `${op.key} → ${answer.status || answer.error}`);
      }
      if (answer.status === 0) return;
      const problems = contract.checkAnswer(op, answer);
      for (const problem of problems) ctx.fail(problem.rule, problem.message);
      const key = `${op.key} ${answer.status}`;
      const row = coverage.get(key) ?? { key: op.key, status: String(answer.status), problems: [] };
      row.problems.push(...problems.map((p) => p.message));
      coverage.set(key, row);
    },
  });

  /** @type {Context} */
  const ctx = {
    contract,
    client,
    options,
    log,
    found: new Map(),
    me: null,
    /** @param {string} id @param {string} problem */
    fail(id, problem) {
      const r = result(id);
      r.verdict = 'fail';
      if (r.problems.includes(problem)) return;
      if (r.problems.length < MAX_PROBLEMS) r.problems.push(problem);
      else if (r.problems.length === MAX_PROBLEMS) r.problems.push('…');
    },
    /** @param {string} id @param {string} note */
    note(id, note) {
      result(id).notes.push(note);
    },
    /** @param {string} id @param {string} why */
    skip(id, why) {
      const r = result(id);
      if (r.verdict === 'pass' && r.problems.length === 0) r.verdict = 'skip';
      r.notes.push(why);
    },
    /** @param {string} id  the rule is judged (a pass unless a problem is added) */
    judge(id) {
      result(id);
    },
    /**
     * Signs in; answers the session cookie ("NAME=value") and the login's answer.
     * @param {string} username @param {string} password @param {string} [cookie] sent along
     */
    async signIn(username, password, cookie) {
      const answer = await client.request('POST', '/publisher/api/login', {
        json: { username, password, _remember_me: false, fingerprint: 'conformance-kit' },
        cookie,
      });
      const session = cookieFrom(answer.setCookies, contract.sessionCookie);
      if (answer.status !== 200 || !session) {
        throw new Error(
          `cannot sign in as ${username}: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      return { cookie: session, answer };
    },
    jsonOf,
  };

  const wanted = (/** @type {{ id: string }} */ check) =>
    !options.only || options.only.some((id) => check.id === id || check.id.startsWith(`${id}`));
  for (const check of CHECKS.filter(wanted)) {
    if (check.writes && options.readOnly) {
      ctx.skip(check.id, 'skipped: --read-only');
      continue;
    }
    if (check.needsSecondUser && !options.user2) {
      ctx.skip(check.id, 'skipped: no second account (--user2, --password2)');
      continue;
    }
    log(`… ${check.id}`);
    ctx.judge(check.id);
    try {
      await check.run(ctx);
    } catch (error) {
      ctx.fail(
        check.id,
        `the check could not run: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  // The contract rules are judged on every answer any check recorded.
  if (coverage.size > 0) for (const id of CONTRACT_RULES) ctx.judge(id);

  const rules = [...results.values()];
  return {
    rules,
    coverage: [...coverage.values()].sort(
      (a, b) => a.key.localeCompare(b.key) || a.status.localeCompare(b.status),
    ),
    ok: rules.every((r) => r.verdict !== 'fail'),
  };
}
