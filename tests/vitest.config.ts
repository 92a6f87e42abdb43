import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };

export default defineConfig({
  root,
  define: { __PP_VERSION__: JSON.stringify(version) },
  resolve: {
    alias: {
      '@publisher-platform/shared': `${root}src/shared/index.ts`,
    },
  },
  plugins: [
    {
      // Stylesheet URLs are a build concern; in unit tests they resolve to a placeholder.
      name: 'stylesheet-url-stub',
      enforce: 'pre',
      resolveId: (id) => (id.endsWith('?stylesheet') ? `\0stylesheet:${id}` : null),
      load: (id) => (id.startsWith('\0stylesheet:') ? 'export default "about:blank";' : null),
    },
  ],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Room for a loaded 2-core machine (a build or the e2e suite running alongside).
    testTimeout: 15_000,
  },
});
