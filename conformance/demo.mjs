// @ts-check
/**
 * `npm run conformance:demo` (part of `npm test`): starts the demo network in a process of its
 * own, as a production backend runs (no DEMO_SWITCHES, a fresh database), and runs the whole kit
 * against it with two demo accounts. Exits with the kit's verdict.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runConformance } from './lib/kit.mjs';
import { formatReport } from './lib/report.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pp-conformance-'));

/** Starts host-demo/server.mjs on a free port; answers its origin once it listens. */
function startDemo() {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PORT: '0', DEMO_DATA_DIR: dataDir, DEMO_CLICKS: '20000' };
  delete env.DEMO_SWITCHES;
  delete env.PUBLIC_ORIGIN;
  const child = spawn(process.execPath, [path.join(ROOT, 'host-demo/server.mjs')], {
    cwd: ROOT,
    env: { ...env, DEMO_QUIET_SEED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /Demo network: (http:\/\/[^/\s]+)\/publisher\//.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`the demo network exited (${code}):\n${output}`)),
    );
  });
  return { child, origin: /** @type {Promise<string>} */ (origin) };
}

const started = Date.now();
const { child, origin } = startDemo();
let code = 1;
try {
  const base = `${await origin}/publisher/api`;
  console.log(`Conformance kit against the demo network at ${base} (no test switches)`);
  const result = await runConformance({
    base,
    user: 'demo',
    password: 'demo-password',
    user2: 'nosmart',
    password2: 'demo-password',
  });
  console.log(formatReport(result));
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  code = result.ok ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
