// The unit-test config narrowed to the tests of the mutated parts of shared, for the mutation run
// (stryker.config.mjs): the other tests (the UI kit's above all) would only slow each mutant down.
// Files share one jsdom and module cache (isolate: false): a fresh jsdom per file is most of a
// mutant's run time on two cores, and these tests reset what they change (tests that need fresh
// module state import it again after vi.resetModules).
import { defineConfig } from 'vitest/config';
import base from '../tests/vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/shared/{api,forms,format,routing}/**/*.test.{ts,tsx}'],
    isolate: false,
  },
});
