// Builds the widget into dist/: loader.js (IIFE with SystemJS), vendor modules, one System module
// per platform module (content-hashed, code-split), per-module scoped CSS, import-map.json and a
// size report. `PP_MODULES=auth,shell npm run build` rebuilds only those modules and swaps their
// entries in the existing import map (each parcel is deployable alone). `PP_MINIFY=0` keeps the
// modules readable (function names in profiles) and skips the byte budgets.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import json from '@rollup/plugin-json';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import precompileMessages from './.config/build/messages-plugin.mjs';
import stylesheetPlugin from './.config/build/stylesheet-plugin.mjs';
import {
  VENDOR_SPECIFIERS,
  vendorInputs,
  vendorSpecifiersByStem,
  vendorWrappers,
} from './.config/build/vendor.mjs';
import {
  CORE_USERS,
  finish,
  readManifest,
  importMapOf,
  recordModule,
  SHARED,
  SHARED_CORE,
} from './.config/build/manifest.mjs';
import { preloadPlan, readRouteTable } from './.config/build/preload-plan.mjs';
import { compileHints } from './.config/build/compile-hints.mjs';
import { precompress } from './.config/build/precompress.mjs';

// PP_DIST builds elsewhere (the swap test rebuilds one parcel into a copy of dist/).
const distDir = path.resolve(process.env.PP_DIST ?? 'dist');
const out = (sub) => path.join(distDir, sub);
// esbuild minifies; terser then renames locals again, by frequency, which takes another 1–3 % off
// the gzip size (terser's compress pass costs twice the time for about as much again).
const renamed = () => terser({ compress: false, format: { comments: false } });
const minified = process.env.PP_MINIFY === '0' ? [] : [minify({ target: 'esnext' }), renamed()];
// What every module file goes through at output: minified, then the compile hint on top.
const moduleOutput = [...minified, compileHints()];
// The release's version (package.json), shown in the footer and given to the host's API.
const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version;
const TARGETS = ['chrome96', 'firefox95', 'safari14.1'];
// shared has a second entry, its core: what the login page needs (see src/shared/core.ts).
const MODULES = {
  'root-config': 'src/root-config/index.ts',
  shared: { shared: 'src/shared/index.ts', 'shared-core': 'src/shared/core.ts' },
  auth: 'src/parcels/auth/index.tsx',
  shell: 'src/parcels/shell/index.tsx',
  reports: 'src/parcels/reports/index.tsx',
  finance: 'src/parcels/finance/index.tsx',
  support: 'src/parcels/support/index.tsx',
};
const only = process.env.PP_MODULES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const selected = (name) => !only || only.includes(name);

if (only)
  for (const name of only) rmSync(path.join(distDir, name), { recursive: true, force: true });
else rmSync(distDir, { recursive: true, force: true });
const manifest = only ? readManifest(distDir) : { modules: {} };

const onwarn = (warning, warn) => {
  if (
    [
      'MODULE_LEVEL_DIRECTIVE',
      'CIRCULAR_DEPENDENCY',
      'THIS_IS_UNDEFINED',
      'SOURCEMAP_ERROR',
    ].includes(warning.code)
  )
    return;
  warn(warning);
};
const transpile = () => [
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs({ transformMixedEsModules: true }),
  json({ preferConst: true, compact: true, exclude: /[\\/]messages[\\/](en|ru|uk|zh)\.json$/ }),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __PP_VERSION__: JSON.stringify(VERSION),
    },
  }),
  // Syntax is lowered per module, node_modules included; minification happens at output with
  // target esnext so no helper is hoisted above System.register as a page global.
  esbuild({
    include: /\.[cm]?[jt]sx?$/,
    exclude: [],
    target: TARGETS,
    jsx: 'automatic',
    loaders: { '.mjs': 'js', '.cjs': 'js' },
  }),
];
const isExternal = (id) => VENDOR_SPECIFIERS.includes(id) || id.startsWith('@publisher-platform/');

const REACT_CORE = /node_modules[\\/]react(?:-dom)?[\\/]|commonjsHelpers/;
const REACT_DOM_CLIENT = /react-dom[\\/](?:client|cjs[\\/]react-dom-client)/;
const REACT_ENTRY = vendorInputs().react;
const vendorBuild = {
  input: vendorInputs(),
  // React's entry file also holds the internals React DOM imports (see manualChunks).
  preserveEntrySignatures: 'allow-extension',
  onwarn,
  plugins: [
    vendorWrappers(),
    ...transpile(),
    precompress(),
    recordModule({
      distDir,
      module: 'vendor',
      manifest,
      specifiers: vendorSpecifiersByStem(),
    }),
  ],
  output: {
    dir: out('vendor'),
    format: 'system',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'vendor-[name]-[hash].js',
    // React itself, its JSX runtime and the internals several vendor entries share go into the
    // `react` entry's file instead of four small ones: every page needs all of them, and each file
    // is a request (six at a time over HTTP/1.1) and a module to evaluate.
    manualChunks: (id) =>
      id === REACT_ENTRY || (REACT_CORE.test(id) && !REACT_DOM_CLIENT.test(id))
        ? 'react'
        : undefined,
    plugins: moduleOutput,
  },
};

// The login page's modules import shared's core entry instead of all of shared.
const usesSharedCore = (name) => CORE_USERS.includes(name);
const toSharedCore = () => ({
  name: 'publisher-platform-shared-core',
  resolveId: (id) => (id === SHARED ? { id: SHARED_CORE, external: true } : null),
});

// Everything shared's core entry reaches statically goes into the core entry's own file (it may
// export more than the entry's bindings, for shared's other chunks), so the login page loads one
// file for the core instead of a re-exporting facade and a chunk.
function coreChunk() {
  let core = null;
  return (id, { getModuleInfo }) => {
    if (!core) {
      core = new Set();
      const entry = path.resolve(MODULES.shared['shared-core']);
      const visit = (moduleId) => {
        if (core.has(moduleId)) return;
        core.add(moduleId);
        getModuleInfo(moduleId)?.importedIds.forEach(visit);
      };
      visit(entry);
    }
    return core.has(id) ? 'shared-core' : undefined;
  };
}

// A split part's chunk is named after its folder (`ui/select/impl.tsx` → `select-impl`), so the
// files of dist/ and the network panel still say which part they hold.
const chunkName = (chunk) =>
  chunk.facadeModuleId && /[\\/]impl\.tsx?$/.test(chunk.facadeModuleId)
    ? `${path.basename(path.dirname(chunk.facadeModuleId))}-impl`
    : chunk.name;

const moduleBuild = (name, input) => ({
  input: typeof input === 'string' ? { [name]: input } : input,
  external: usesSharedCore(name) ? (id) => id !== SHARED && isExternal(id) : isExternal,
  preserveEntrySignatures: name === 'shared' ? 'allow-extension' : 'strict',
  onwarn,
  plugins: [
    ...(usesSharedCore(name) ? [toSharedCore()] : []),
    stylesheetPlugin(),
    precompileMessages(),
    ...transpile(),
    precompress(),
    recordModule({
      distDir,
      module: name,
      manifest,
      specifiers:
        name === 'shared'
          ? { shared: SHARED, 'shared-core': SHARED_CORE }
          : { [name]: `@publisher-platform/${name}` },
    }),
  ],
  output: {
    dir: out(name),
    format: 'system',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: (chunk) => `${name}-${chunkName(chunk)}-[hash].js`,
    assetFileNames: `${name}-[name]-[hash][extname]`,
    ...(name === 'shared' ? { manualChunks: coreChunk() } : {}),
    plugins: moduleOutput,
  },
});

// The loader must parse in very old browsers (so they can show the "not supported" page): it is
// compiled and minified to ES5, and esbuild fails the build if newer syntax slips in.
const routeTable = await readRouteTable();
const loaderBuild = {
  input: 'src/loader/index.ts',
  onwarn,
  plugins: [
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
    // The manifest is complete once the module builds before this one have run.
    replace({
      preventAssignment: true,
      values: {
        __PP_PRELOAD_PLAN__: () => JSON.stringify(preloadPlan(manifest, routeTable)),
        __PP_IMPORT_MAP__: () => JSON.stringify(importMapOf(manifest)),
      },
    }),
    esbuild({ include: /\.[cm]?[jt]s$/, exclude: [], target: 'es5' }),
    precompress(),
    recordModule({ distDir, module: 'loader', manifest, specifiers: {} }),
    finish({ distDir, manifest }),
  ],
  output: {
    file: out('loader.js'),
    format: 'iife',
    // Every page waits for this file: terser's compress pass as well (about 2 % less gzip).
    plugins: [
      minify({ target: 'es5' }),
      terser({ ecma: 5, compress: { passes: 2 }, format: { comments: false } }),
    ],
  },
};

// intl-warm.js: the worker the loader starts to load ICU's data off the main thread (ES5 too).
const intlWorkerBuild = {
  input: 'src/loader/intl-worker.ts',
  onwarn,
  plugins: [
    esbuild({ include: /\.ts$/, exclude: [], target: 'es5' }),
    precompress(),
    recordModule({ distDir, module: 'intl-warm', manifest, specifiers: {} }),
  ],
  output: { file: out('intl-warm.js'), format: 'iife', plugins: [minify({ target: 'es5' })] },
};

export default [
  ...(selected('vendor') ? [vendorBuild] : []),
  ...Object.entries(MODULES)
    .filter(([name]) => selected(name))
    .map(([name, input]) => moduleBuild(name, input)),
  intlWorkerBuild,
  loaderBuild,
];
