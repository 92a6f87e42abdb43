// Packs the built dist/ into the folder an integrator deploys (and a tarball of it): the bundle,
// a manifest with every file's size and SRI hash, the API contract, this version's changes, the
// deploy guide and an example host page whose loader tag carries the loader's integrity.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exampleHostPage } from './example-host-page.mjs';

export const integrityOf = (bytes) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Every file below `dir`, as sorted paths relative to it with forward slashes. */
export function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The CHANGELOG's section of one version, from its heading to the next version's heading. */
export function changesOf(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start < 0) throw new Error(`CHANGELOG.md has no "## [${version}]" section`);
  const length = lines.slice(start + 1).findIndex((line) => line.startsWith('## ['));
  const section = lines.slice(start, length < 0 ? undefined : start + 1 + length);
  return `${section.join('\n').trimEnd()}\n`;
}

/**
 * @typedef {{ bytes: number, integrity: string }} ManifestEntry
 * @typedef {{ name: string, version: string, files: Record<string, ManifestEntry> }} Manifest
 * @param {{ root: string, outDir?: string }} options
 * @returns {{ folder: string, tarball: string, manifest: Manifest }}
 */
export function packRelease({ root, outDir = path.join(root, 'release') }) {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const name = `publisher-platform-${version}`;
  const folder = path.join(outDir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync(path.join(root, 'dist'), path.join(folder, 'dist'), { recursive: true });

  /** @type {Record<string, ManifestEntry>} */
  const files = {};
  for (const file of filesBelow(path.join(folder, 'dist'))) {
    const bytes = readFileSync(path.join(folder, 'dist', file));
    files[`dist/${file}`] = { bytes: bytes.length, integrity: integrityOf(bytes) };
  }
  const manifest = { name: 'publisher-platform', version, files };
  writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(root, 'host-demo/openapi.yaml'), path.join(folder, 'openapi.yaml'));
  cpSync(path.join(root, 'docs/deploy.md'), path.join(folder, 'DEPLOY.md'));
  // The host page's API and events, typed for an integrator's TypeScript.
  cpSync(
    path.join(root, 'src/shared/host/publisher-platform.d.ts'),
    path.join(folder, 'publisher-platform.d.ts'),
  );
  const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  writeFileSync(path.join(folder, 'CHANGES.md'), changesOf(changelog, version));
  mkdirSync(path.join(folder, 'example'));
  const loaderIntegrity = files['dist/loader.js'].integrity;
  writeFileSync(path.join(folder, 'example/index.html'), exampleHostPage({ version, loaderIntegrity }));

  const tarball = path.join(outDir, `${name}.tgz`);
  execFileSync('tar', ['-czf', tarball, '-C', outDir, name]);
  return { folder, tarball, manifest };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const { folder, tarball, manifest } = packRelease({ root });
  const count = Object.keys(manifest.files).length;
  console.log(`release ${manifest.version}: ${count} files in ${path.relative(root, folder)}/`);
  console.log(`tarball ${path.relative(root, tarball)}`);
  console.log(`loader tag integrity ${manifest.files['dist/loader.js'].integrity}`);
}
