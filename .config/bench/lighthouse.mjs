// Lighthouse from node_modules in its default mobile profile (simulated slow 4G and a 4× slower
// CPU), run in its own Chromium; a signed-in page gets the session cookies as a request header.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './probe.mjs';

const run = promisify(execFile);

/**
 * Scores and metrics of one Lighthouse run for `origin + target.path`.
 * @param {string} origin
 * @param {{ path: string, signedIn?: boolean }} target
 * @param {{ name: string, value: string }[]} cookies
 * @param {{ categories?: string[] }} [options]
 */
export async function lighthouse(origin, target, cookies, options = {}) {
  const categories = options.categories ?? ['performance', 'accessibility'];
  const headers = target.signedIn
    ? { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }
    : {};
  const { stdout } = await run(
    process.execPath,
    [
      path.resolve('node_modules/lighthouse/cli/index.js'),
      `${origin}${target.path}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      `--extra-headers=${JSON.stringify(headers)}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError)
    throw new Error(`Lighthouse on ${target.path}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const score = (id) =>
    report.categories[id] ? Math.round(report.categories[id].score * 100) : NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failing: (report.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    // The main-thread work behind the blocking time, for a short look at why a page is slow.
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: item.url,
      start: item.startTime,
      duration: item.duration,
    })),
    bootup: (report.audits['bootup-time']?.details?.items ?? []).map((item) => ({
      url: item.url,
      total: item.total,
      scripting: item.scripting,
    })),
  };
}
