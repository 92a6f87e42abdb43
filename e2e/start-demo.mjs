// Starts the demo network for the e2e suite on a fresh database (the built bundle must exist).
import { existsSync, rmSync } from 'node:fs';
import { startServer } from '../host-demo/server.mjs';

if (!existsSync('dist/loader.js')) {
  console.error('dist/ is missing: run `npm run build` before the e2e tests.');
  process.exit(1);
}
const dataDir = process.env.DEMO_DATA_DIR ?? 'test-results/demo-data';
rmSync(dataDir, { recursive: true, force: true });
const running = await startServer({ dataDir });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
