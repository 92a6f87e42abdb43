import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A port of its own per run (workers inherit it), so two suites on one machine never collide.
process.env.E2E_PORT ??= String(4300 + (process.pid % 600));
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  // Real pages over a 1 M-event store on a 2-core machine: journeys of several loads need room.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./wall-time-reporter.ts']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace doubles the time of evaluate-heavy checks (axe's source and results go
    // into it): in CI only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the demo accounts in once; the specs reuse those sessions (see fixtures.ts signIn).
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['sign-in'],
    },
  ],
  webServer: {
    command: 'node e2e/start-demo.mjs',
    cwd: '..',
    url: `${BASE_URL}/publisher/login`,
    env: {
      PORT: String(PORT),
      DEMO_DATA_DIR: path.join(os.tmpdir(), `pp-e2e-data-${PORT}`),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
