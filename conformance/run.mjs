#!/usr/bin/env node
// @ts-check
/**
 * npm run conformance -- --base https://network.example/publisher/api --user U --password P
 *   [--user2 U2 --password2 P2] [--read-only] [--only rule,rule] [--contract file] [--verbose]
 * Checks a backend against the portal's contract and its security requirements; prints a
 * table and exits 1 when a rule fails.
 */
import { parseArgs } from 'node:util';
import { runConformance } from './lib/kit.mjs';
import { formatReport } from './lib/report.mjs';

const USAGE = `Usage: npm run conformance -- --base <API base URL> --user <name> --password <password>
  [--user2 <name> --password2 <password>]  a second account: object-level access
  [--read-only]                            skip every check that writes or spends limits
  [--only <rule>[,<rule>]]                 only these rules (or prefixes, e.g. throttle)
  [--contract <openapi.yaml>]              default: host-demo/openapi.yaml
  [--verbose]                              list every (operation, status) answered`;

/** @returns {import('./lib/kit.mjs').KitOptions & { verbose: boolean }} */
function options() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      user2: { type: 'string' },
      password2: { type: 'string' },
      'read-only': { type: 'boolean', default: false },
      only: { type: 'string' },
      contract: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.base || !values.user || values.password === undefined) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (Boolean(values.user2) !== (values.password2 !== undefined)) {
    console.error('--user2 and --password2 go together.\n' + USAGE);
    process.exit(2);
  }
  return {
    base: values.base,
    user: values.user,
    password: values.password,
    user2: values.user2,
    password2: values.password2,
    readOnly: values['read-only'],
    only: values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    contract: values.contract,
    verbose: values.verbose,
    log: (line) => process.stderr.write(`${line}\n`),
  };
}

const chosen = options();
const result = await runConformance(chosen);
console.log(formatReport(result, { verbose: chosen.verbose }));
process.exitCode = result.ok ? 0 : 1;
