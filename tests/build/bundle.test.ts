// @vitest-environment node
// Checks of the built bundle (run after `npm run build`, as `npm test` does): exactly one copy of
// every shared library at runtime, an import map that names every module, and the login budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../.config/build/compile-hints.mjs';
import { LOGIN_PAGE_BUDGET_KB, loginPageSize } from '../../.config/build/report.mjs';

interface FileRecord {
  gzip: number;
  packages?: string[];
}
interface Manifest {
  modules: Record<string, { entries: Record<string, string>; files: Record<string, FileRecord> }>;
}

const dist = path.resolve(import.meta.dirname, '../../dist');
const VENDOR_ONLY = [
  'react',
  'react-dom',
  'scheduler',
  'single-spa',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@formatjs/intl',
  'intl-messageformat',
];
// Strings that only appear in these libraries' code (a second copy bundled by mistake).
const SIGNATURES = [
  'react.transitional.element',
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  'single-spa minified message',
  'Invariant failed',
  'No QueryClient set, use QueryClientProvider to set one',
];
// Small packages that carry one of those strings without being a second copy (recharts brings
// them): a file that bundles them may contain their string.
const ALSO_IN: Record<string, string> = {
  'react.transitional.element': 'react-is',
  'Invariant failed': 'tiny-invariant',
};

let manifest: Manifest;
beforeAll(() => {
  const file = path.join(dist, 'build-manifest.json');
  if (!existsSync(file))
    throw new Error('dist/ is missing: run `npm run build` before these checks');
  manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
});

describe('the built bundle', () => {
  it('bundles React, ReactDOM, TanStack, single-spa and @formatjs/intl only in vendor modules', () => {
    const offenders: string[] = [];
    for (const [module, { files }] of Object.entries(manifest.modules)) {
      if (module === 'vendor') continue;
      for (const [file, record] of Object.entries(files)) {
        const found = (record.packages ?? []).filter((p) => VENDOR_ONLY.includes(p));
        if (found.length) offenders.push(`${file}: ${found.join(', ')}`);
        if (!file.endsWith('.js')) continue;
        const code = readFileSync(path.join(dist, file), 'utf8');
        const signatures = SIGNATURES.filter(
          (s) => code.includes(s) && !(record.packages ?? []).includes(ALSO_IN[s] ?? ''),
        );
        if (signatures.length) offenders.push(`${file} contains ${signatures.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has exactly one vendor entry per shared library, each in the import map', () => {
    const importMap = JSON.parse(readFileSync(path.join(dist, 'import-map.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    const names = Object.keys(importMap.imports).sort();
    expect(names).toEqual(
      [
        '@formatjs/intl',
        '@publisher-platform/auth',
        '@publisher-platform/finance',
        '@publisher-platform/reports',
        '@publisher-platform/root-config',
        '@publisher-platform/shared',
        '@publisher-platform/shared/core',
        '@publisher-platform/shell',
        '@publisher-platform/support',
        '@tanstack/history',
        '@tanstack/react-query',
        '@tanstack/react-router',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'single-spa',
      ].sort(),
    );
    for (const file of Object.values(importMap.imports)) {
      expect(file).toMatch(/^\.\/[\w-]+\/[\w-]+-[\w-]{8}\.js$/);
      expect(existsSync(path.join(dist, file))).toBe(true);
    }
  });

  it('serves React and its JSX runtime from one file, which React DOM imports', () => {
    const { imports } = JSON.parse(readFileSync(path.join(dist, 'import-map.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    expect(imports['react/jsx-runtime']).toBe(imports.react);
    const react = imports.react!.replace('./', '');
    const reactDom = readFileSync(path.join(dist, imports['react-dom/client']!), 'utf8');
    expect(reactDom).toContain(`System.register(["./${path.basename(react)}"]`);
  });

  it("loads React DOM at shared's first mount, not as a static import of shared's core", () => {
    const { imports } = JSON.parse(readFileSync(path.join(dist, 'import-map.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    const core = readFileSync(path.join(dist, imports['@publisher-platform/shared/core']!), 'utf8');
    const dependencies = /System\.register\((\[[^\]]*\])/.exec(core)?.[1] ?? '';
    expect(JSON.parse(dependencies)).not.toContain('react-dom/client');
    expect(core).toContain('.import("react-dom/client")');
  });

  it('starts every module script with the compile hint, and still registers it with SystemJS', () => {
    const scripts = Object.entries(manifest.modules)
      .filter(([module]) => module !== 'loader' && module !== 'intl-warm')
      .flatMap(([, { files }]) => Object.keys(files))
      .filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(20);
    for (const file of scripts) {
      const [first, second] = readFileSync(path.join(dist, file), 'utf8').split('\n');
      expect({ file, first }).toEqual({ file, first: COMPILE_HINT });
      expect(second).toMatch(/^System\.register\(/);
    }
  });

  it('keeps the login page within its budget', () => {
    const { gzip } = loginPageSize(manifest) as { gzip: number };
    expect(gzip).toBeLessThanOrEqual(LOGIN_PAGE_BUDGET_KB * 1024);
  });

  it('writes every module stylesheet scoped to the widget root, with no cascade layers', () => {
    const css = Object.values(manifest.modules)
      .flatMap((m) => Object.keys(m.files))
      .filter((f) => f.endsWith('.css'));
    expect(css.length).toBeGreaterThanOrEqual(6);
    for (const file of css) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      expect(text).not.toMatch(/@layer|(^|[},])\s*(html|body|:root|\*)\s*[{,]/);
      // Registered variables are page-wide: only the widget's own names, never a host's --tw-*.
      expect(text).not.toMatch(/--tw-/);
      for (const [, name] of text.matchAll(/@property\s+([\w-]+)/g))
        expect(name).toMatch(/^--pp-tw-/);
    }
  });
});
