// Lint: TypeScript strict rules, React hooks, and the module boundaries of the architecture:
// a parcel reaches other modules only through @publisher-platform/shared (never a relative path
// into another parcel or into shared's internals), and nothing imports a second router history.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const PARCELS = ['auth', 'shell', 'reports', 'finance', 'support'];
const MODULES = ['loader', 'root-config', 'shared', ...PARCELS.map((p) => `parcels/${p}`)];

const boundaryZones = MODULES.map((module) => ({
  target: `./src/${module}`,
  from: './src',
  except: [`./${module}`, './env.d.ts'],
  message: `Reach other modules only through @publisher-platform/shared (this file is in src/${module}).`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'release/',
      'node_modules/',
      'host-demo/.data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/history',
              message: 'Use getHistory() from @publisher-platform/shared: one history per page.',
            },
          ],
          patterns: [
            {
              group: ['@publisher-platform/*/**'],
              message: 'Import a module only through its public entry.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
