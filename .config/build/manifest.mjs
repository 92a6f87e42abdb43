// Collects what every build wrote (files, gzip sizes, imports, bundled packages) into
// dist/build-manifest.json, writes dist/import-map.json from it and prints the size table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeBrotli } from './precompress.mjs';
import { checkBudgets, checkSharedCore, printReport } from './report.mjs';
import { CORE_USERS, SHARED, SHARED_CORE } from './shared-core.mjs';

export { CORE_USERS, SHARED, SHARED_CORE };

const packageOf = (id) => {
  const m = id.replace(/\\/g, '/').match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return m ? m[1] : null;
};
const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

export function readManifest(distDir) {
  const file = path.join(distDir, 'build-manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { modules: {} };
}

/**
 * Records one module's build. `specifiers` maps entry names to import-map specifiers (one, or a
 * list when one file serves several).
 */
export function recordModule({ distDir, module, specifiers, manifest }) {
  return {
    name: 'publisher-platform-manifest',
    generateBundle(options, bundle) {
      const outDir = path.relative(distDir, options.dir ?? path.dirname(options.file));
      const rel = (f) => path.posix.join(outDir.split(path.sep).join('/'), f);
      const files = {};
      const entries = {};
      for (const item of Object.values(bundle)) {
        const source = item.type === 'chunk' ? item.code : item.source;
        const record = { bytes: Buffer.byteLength(source), gzip: gzipSize(source) };
        if (item.type === 'chunk') {
          Object.assign(record, {
            imports: item.imports.map((i) => (bundle[i] ? rel(i) : i)),
            dynamicImports: item.dynamicImports.map((i) => (bundle[i] ? rel(i) : i)),
            assets: [...(item.referencedFiles ?? [])].map(rel),
            packages: [...new Set(Object.keys(item.modules).map(packageOf).filter(Boolean))],
          });
          // The module a chunk was split at (a lazily imported page, a message file): the
          // route-group report finds a first screen's chunks by it.
          if (item.facadeModuleId && !item.facadeModuleId.startsWith('\0'))
            record.facade = path
              .relative(process.cwd(), item.facadeModuleId)
              .split(path.sep)
              .join('/');
          // What the preload plan needs to find the lazy parts of shared a page renders: the
          // names a chunk imports from shared, and the source files each shared chunk holds.
          const shared = item.importedBindings?.[SHARED] ?? item.importedBindings?.[SHARED_CORE];
          if (shared?.length) record.sharedBindings = shared;
          if (module === 'shared' && item.isEntry) record.exports = item.exports;
          if (module === 'shared')
            record.sources = Object.keys(item.modules)
              .filter((id) => !id.startsWith('\0') && !id.includes('node_modules'))
              .map((id) => path.relative(process.cwd(), id).split(path.sep).join('/'));
          if (item.isEntry)
            for (const specifier of [specifiers[item.name] ?? []].flat())
              entries[specifier] = rel(item.fileName);
        }
        files[rel(item.fileName)] = record;
      }
      manifest.modules[module] = { entries, files };
    },
  };
}

/** The import map of every module the manifest records, paths relative to the loader. */
export function importMapOf(manifest) {
  const imports = {};
  for (const mod of Object.values(manifest.modules)) {
    for (const [spec, file] of Object.entries(mod.entries)) imports[spec] = `./${file}`;
  }
  return { imports };
}

/** Final step after the last build: import map, manifest, size table, budget check. */
export function finish({ distDir, manifest }) {
  return {
    name: 'publisher-platform-finish',
    async writeBundle() {
      const importMap = JSON.stringify(importMapOf(manifest), null, 2);
      writeFileSync(path.join(distDir, 'import-map.json'), importMap);
      await writeBrotli(path.join(distDir, 'import-map.json'));
      manifest.importMap = { bytes: importMap.length, gzip: gzipSize(importMap) };
      writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify(manifest, null, 2));
      printReport(manifest);
      // An unminified build (PP_MINIFY=0, for readable profiles) is never held to byte budgets.
      const budgets = process.env.PP_MINIFY === '0' ? [] : checkBudgets(manifest);
      const failures = [...budgets, ...checkSharedCore(manifest)];
      if (failures.length)
        this.error(`Build checks failed (budgets, shared core):\n${failures.join('\n')}`);
    },
  };
}
