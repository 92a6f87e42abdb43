// The files of the build a page loads on demand, read from the build's manifest: every code and
// style file of dist/ except loader.js (with its warm-up worker) and what root-config needs to
// start (its entry, shared's core entry, the vendor modules they import, their stylesheets). A
// chunk added to the build joins the list by itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestFile {
  imports?: string[];
  assets?: string[];
  facade?: string;
}
interface Manifest {
  modules: Record<string, { entries: Record<string, string>; files: Record<string, ManifestFile> }>;
}

const BOOT_ENTRIES = ['@publisher-platform/root-config', '@publisher-platform/shared/core'];
const BOOT_MODULES = ['loader', 'intl-warm'];

const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(path.resolve(distDir, 'build-manifest.json'), 'utf8')) as Manifest;

export function lazyFiles(distDir = process.env.DIST_DIR ?? 'dist'): Set<string> {
  const manifest = readManifest(distDir);
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

// The kit's parts drawn closed: their code loads when one opens (or the pointer or the focus
// reaches it), so a first screen does not ask for it. The host page's API loads once the portal
// has started, after the first screen.
const OPENED_LATER_PARTS =
  /^src\/shared\/(?:ui\/(?:dialog|popover|select|remote-select)\/impl\.tsx|host\/host-api\.ts)$/;

/**
 * The files of the parts drawn closed (dialogs, drawers, popovers, selects) and of the host
 * page's API, and the chunks split off them (the vendor code they share, which has no module of
 * its own); not shared's entries.
 */
export function openedLaterFiles(distDir = process.env.DIST_DIR ?? 'dist'): Set<string> {
  const manifest = readManifest(distDir);
  const files = new Map(Object.values(manifest.modules).flatMap((m) => Object.entries(m.files)));
  const found = new Set<string>();
  const visit = (file: string) => {
    const info = files.get(file);
    if (!info || found.has(file)) return;
    if (info.facade && !OPENED_LATER_PARTS.test(info.facade)) return;
    found.add(file);
    info.assets?.forEach((asset) => found.add(asset));
    info.imports?.forEach(visit);
  };
  for (const [file, info] of files) if (OPENED_LATER_PARTS.test(info.facade ?? '')) visit(file);
  return found;
}
