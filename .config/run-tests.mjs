// `npm test`: every check, then the unit tests, the conformance kit, then the e2e suite. The checks
// are single-threaded (ESLint, tsc, rollup), so on a 2-core machine they run two at a time; each
// one's output is printed in one piece when it ends. The first failure stops the run. A table of step times closes it.
import { spawn } from 'node:child_process';
import os from 'node:os';

const CHECKS = [
  'lint',
  'typecheck',
  'check:i18n',
  'check:api',
  'check:cycles',
  'check:unused',
  'build',
];
const PARALLEL = Math.max(1, Math.min(2, os.availableParallelism()));
const times = [];

function npmRun(script, { stream }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ script, seconds, ok: code === 0 });
      resolve({ script, code, output, seconds });
    });
  });
}

function finish(code) {
  console.log('\nstep          time');
  for (const t of times)
    console.log(
      `${t.script.padEnd(13)} ${t.seconds.toFixed(1).padStart(6)} s${t.ok ? '' : '  failed'}`,
    );
  process.exit(code);
}

async function runChecks() {
  const queue = [...CHECKS];
  let failed = null;
  const lane = async () => {
    while (queue.length && !failed) {
      const script = queue.shift();
      const result = await npmRun(script, { stream: false });
      console.log(`\n> ${script} (${result.seconds.toFixed(1)} s)\n${result.output.trimEnd()}`);
      if (result.code !== 0) failed ??= result;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  return failed;
}

// The machine's packages first: the contract tests read statements drawn with the system fonts.
const ensured = await npmRun('ensure:system', { stream: true });
if (ensured.code !== 0) finish(ensured.code ?? 1);
const failedCheck = await runChecks();
if (failedCheck) {
  console.error(`\n${failedCheck.script} failed`);
  finish(1);
}
// The conformance kit against the demo network in a process of its own, as an integrator runs it.
for (const script of ['test:unit', 'conformance:demo', 'test:e2e']) {
  console.log(`\n> ${script}`);
  const { code } = await npmRun(script, { stream: true });
  if (code !== 0) finish(code ?? 1);
}
finish(0);
