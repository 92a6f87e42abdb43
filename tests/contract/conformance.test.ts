// @vitest-environment node
/**
 * The conformance kit catches a bad backend: through a proxy that breaks one rule per run
 * (conformance/fixtures/broken-backend.mjs) the kit fails with that rule's id, and through the
 * same proxy left faithful it passes those checks. The kit's full run against the demo network
 * in a process of its own is `npm run conformance:demo` (part of `npm test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BREAKS,
  startBrokenBackend,
  type Break,
} from '../../conformance/fixtures/broken-backend.mjs';
import { CHECKS as KIT_CHECKS } from '../../conformance/checks/index.mjs';
import { DEFAULT_CONTRACT, runConformance } from '../../conformance/lib/kit.mjs';
import { loadContract } from '../../conformance/lib/openapi.mjs';
import { formatReport } from '../../conformance/lib/report.mjs';
import { PASSWORD_CHECKS_TIMEOUT, postJson, startDemo, type DemoUnderTest } from './harness';

let demo: DemoUnderTest;
beforeAll(async () => {
  demo = await startDemo();
}, 30_000);
afterAll(async () => {
  await demo?.stop();
});

/** The checks each break is for (the read sweep judges the contract.* rules). */
const CHECKS: Record<Exclude<Break, 'none'>, string[]> = {
  'missing-field': ['contract'],
  'server-error': ['contract'],
  'trusted-host': ['host.untrusted'],
  'no-throttle': ['throttle.login'],
};

async function kitThrough(mode: Break, only: string[]) {
  const proxy = await startBrokenBackend({ upstream: demo.server.url, mode });
  try {
    return await runConformance({
      base: `${proxy.url}/publisher/api`,
      user: 'demo',
      password: 'demo-password',
      only,
    });
  } finally {
    await proxy.close();
    // The login probes lock the demo account: the next run starts from a clean count.
    await postJson(`${demo.server.url}/__demo/throttle/reset`, {});
  }
}

describe('the conformance kit', () => {
  it('probes only rules the contract states, and the contract states none it does not probe', () => {
    const { rules } = loadContract(DEFAULT_CONTRACT);
    const probed = new Set([
      ...KIT_CHECKS.map((check) => check.id),
      'contract.status',
      'contract.no-5xx',
    ]);
    expect([...probed].filter((id) => !rules.has(id))).toEqual([]);
    // Stated but not probed: it would change the account's e-mail.
    expect([...rules.keys()].filter((id) => !probed.has(id))).toEqual(['pin.after-email-change']);
  });
});

describe('the conformance kit against a backend that breaks one rule', () => {
  for (const [mode, only] of Object.entries(CHECKS) as [Exclude<Break, 'none'>, string[]][]) {
    const rule = BREAKS[mode];
    it(
      `${mode}: fails ${rule}, and passes it through a faithful proxy`,
      async () => {
        const faithful = await kitThrough('none', only);
        expect(faithful.rules.find((r) => r.id === rule)?.verdict, formatReport(faithful)).toBe(
          'pass',
        );
        expect(faithful.ok, formatReport(faithful)).toBe(true);

        const broken = await kitThrough(mode, only);
        const failed = broken.rules.filter((r) => r.verdict === 'fail').map((r) => r.id);
        expect(failed).toContain(rule);
        expect(formatReport(broken)).toContain(`FAIL ${rule}: `);
        expect(broken.ok).toBe(false);
      },
      PASSWORD_CHECKS_TIMEOUT,
    );
  }

  it('skips every write with --read-only, and says why', async () => {
    const result = await runConformance({
      base: `${demo.server.url}/publisher/api`,
      user: 'demo',
      password: 'demo-password',
      readOnly: true,
      only: ['password.policy', 'throttle.reset', 'upload.pass'],
    });
    expect(result.rules.map((r) => [r.id, r.verdict, r.notes[0]])).toEqual([
      ['password.policy', 'skip', 'skipped: --read-only'],
      ['upload.pass', 'skip', 'skipped: --read-only'],
      ['throttle.reset', 'skip', 'skipped: --read-only'],
    ]);
  });
});
