// Starts the demo network for the e2e suite on a fresh database (the built bundle must exist),
// with the test switches on (the specs read the mailbox and move clocks): never in production.
import { existsSync, rmSync } from 'node:fs';
import { startServer } from '../host-demo/server.mjs';

const distDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${distDir}/loader.js`)) {
  console.error(`${distDir}/ is missing: run \`npm run build\` before the e2e tests.`);
  process.exit(1);
}
const dataDir = process.env.DEMO_DATA_DIR ?? 'test-results/demo-data';
rmSync(dataDir, { recursive: true, force: true });
process.env.DEMO_SWITCHES = '1';
const running = await startServer({ dataDir, distDir, demoSwitches: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
