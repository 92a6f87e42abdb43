// Vendor modules: one System module per shared library, built together so React lives in a single
// chunk that every vendor entry imports (exactly one copy at runtime). React's packages are
// CommonJS, so each gets a small ESM wrapper that lists its named exports explicitly
// (`export * from` a CommonJS module yields only a default export in System format).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PREFIX = '\0pp-vendor:';

/** specifier → file stem in dist/vendor */
export const VENDOR_MODULES = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
  'single-spa': 'single-spa',
  '@tanstack/react-query': 'tanstack-react-query',
  '@tanstack/react-router': 'tanstack-react-router',
  '@tanstack/history': 'tanstack-history',
  '@formatjs/intl': 'formatjs-intl',
};
/**
 * Specifiers served by another vendor module's file: React's JSX runtime is three small functions
 * over React's own internals, so `react` exports them too and the import map points both
 * specifiers at that one file (one module, one request fewer on every page).
 */
export const VENDOR_ALIASES = { 'react/jsx-runtime': 'react' };
export const VENDOR_SPECIFIERS = [...Object.keys(VENDOR_MODULES), ...Object.keys(VENDOR_ALIASES)];

/** Import-map specifiers of each vendor file stem (its own, then its aliases). */
export function vendorSpecifiersByStem() {
  const byStem = Object.fromEntries(Object.entries(VENDOR_MODULES).map(([s, stem]) => [stem, [s]]));
  for (const [alias, target] of Object.entries(VENDOR_ALIASES))
    byStem[VENDOR_MODULES[target]].push(alias);
  return byStem;
}
const COMMONJS = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function wrapperSource(specifier) {
  if (!COMMONJS.has(specifier)) return `export * from '${specifier}';`;
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const names = Object.keys(require(specifier)).filter(
    (n) => n !== 'default' && IDENTIFIER.test(n),
  );
  process.env.NODE_ENV = prev;
  const lines = [
    `import m from '${specifier}';`,
    `export const { ${names.join(', ')} } = m;`,
    'export default m;',
  ];
  if (specifier === 'react')
    lines.push(`import j from 'react/jsx-runtime';`, 'export const { jsx, jsxs } = j;');
  return lines.join('\n');
}

export function vendorInputs() {
  return Object.fromEntries(
    Object.entries(VENDOR_MODULES).map(([spec, stem]) => [stem, PREFIX + spec]),
  );
}

export function vendorWrappers() {
  return {
    name: 'publisher-platform-vendor-wrappers',
    async resolveId(id, importer) {
      if (id.startsWith(PREFIX)) return id;
      // Messages are precompiled to ICU ASTs at build time, so the runtime needs no parser.
      if (id === '@formatjs/icu-messageformat-parser') {
        const full = await this.resolve(id, importer, { skipSelf: true });
        return full && full.id.replace(/index\.js$/, 'no-parser.js');
      }
      return null;
    },
    load: (id) => (id.startsWith(PREFIX) ? wrapperSource(id.slice(PREFIX.length)) : null),
  };
}
