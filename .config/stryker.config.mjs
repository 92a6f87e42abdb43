// Mutation testing of the shared module's logic (`npm run test:mutation`, not part of `npm test`):
// forms, formatting, routing and the API error mapping. All of shared takes over 25 minutes on two
// cores, so the run is kept to these parts; incremental mode re-tests only the mutants whose code
// or tests changed since the last run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: '.config/stryker.vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/shared/forms/**/*.{ts,tsx}',
    'src/shared/format/**/*.ts',
    'src/shared/routing/**/*.{ts,tsx}',
    'src/shared/api/errors.ts',
    'src/shared/api/error-handler.ts',
    // Re-exports only: nothing in them can change behaviour.
    '!src/shared/*/index.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  // The sandbox needs the sources, the unit tests and their configs, not the rest of the repo.
  ignorePatterns: [
    '/dist',
    '/e2e',
    '/bench',
    '/conformance',
    '/docs',
    '/host-demo',
    '/reports',
    '/test-results',
    '/playwright-report',
    '/.tmp',
  ],
  thresholds: { high: 90, low: 80, break: 80 },
  timeoutMS: 10_000,
  // The first run of every related test, on a machine busy with other work.
  dryRunTimeoutMinutes: 20,
};
