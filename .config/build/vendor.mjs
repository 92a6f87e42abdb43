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
  'react/jsx-runtime': 'react-jsx-runtime',
  'single-spa': 'single-spa',
  '@tanstack/react-query': 'tanstack-react-query',
  '@tanstack/react-router': 'tanstack-react-router',
  '@tanstack/history': 'tanstack-history',
  '@formatjs/intl': 'formatjs-intl',
};
export const VENDOR_SPECIFIERS = Object.keys(VENDOR_MODULES);
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
  return [
    `import m from '${specifier}';`,
    `export const { ${names.join(', ')} } = m;`,
    'export default m;',
  ].join('\n');
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
