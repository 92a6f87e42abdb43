// The files of the build a page loads on demand, read from the build's manifest: every code and
// style file of dist/ except loader.js (with its warm-up worker) and what root-config needs to
// start (its entry, shared's core entry, the vendor modules they import, their stylesheets). A
// chunk added to the build joins the list by itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestFile {
  imports?: string[];
  assets?: string[];
}
interface Manifest {
  modules: Record<string, { entries: Record<string, string>; files: Record<string, ManifestFile> }>;
}

const BOOT_ENTRIES = ['@publisher-platform/root-config', '@publisher-platform/shared/core'];
const BOOT_MODULES = ['loader', 'intl-warm'];

export function lazyFiles(distDir = process.env.DIST_DIR ?? 'dist'): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.resolve(distDir, 'build-manifest.json'), 'utf8'),
  ) as Manifest;
  const modules = Object.entries(manifest.modules)
    .filter(([name]) => !BOOT_MODULES.includes(name))
    .map(([, module]) => module);
  const entryFile = new Map(modules.flatMap((m) => Object.entries(m.entries)));
  const files = new Map(modules.flatMap((m) => Object.entries(m.files)));
  const boot = new Set<string>();
  const visit = (file: string | undefined) => {
    if (!file || boot.has(file)) return;
    boot.add(file);
    const info = files.get(file);
    info?.assets?.forEach((asset) => boot.add(asset));
    info?.imports?.forEach((imported) => visit(entryFile.get(imported) ?? imported));
  };
  BOOT_ENTRIES.forEach((entry) => visit(entryFile.get(entry)));
  const all = [...files].flatMap(([file, info]) => [file, ...(info.assets ?? [])]);
  return new Set(all.filter((file) => !boot.has(file)));
}
