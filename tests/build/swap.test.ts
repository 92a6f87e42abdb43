// @vitest-environment node
// Each parcel is deployable alone: rebuilding one module changes only its own files and its
// entry in the import map; every other file (vendor, shared, other parcels) stays byte-identical.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const dist = path.join(repo, 'dist');
const copy = mkdtempSync(path.join(os.tmpdir(), 'pp-swap-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file, base) : [path.relative(base, file)];
  });
}

it('rebuilds the reports parcel alone and swaps only its import-map entry', () => {
  if (!existsSync(path.join(dist, 'import-map.json'))) throw new Error('run `npm run build` first');
  cpSync(dist, copy, { recursive: true });
  const before = JSON.parse(readFileSync(path.join(copy, 'import-map.json'), 'utf8')) as {
    imports: Record<string, string>;
  };
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
    {
      cwd: repo,
      env: { ...process.env, PP_DIST: copy, PP_MODULES: 'reports' },
      stdio: 'pipe',
    },
  );
  const after = JSON.parse(readFileSync(path.join(copy, 'import-map.json'), 'utf8')) as {
    imports: Record<string, string>;
  };
  expect(after.imports).toEqual(before.imports);
  for (const file of listFiles(dist)) {
    if (
      file.startsWith('reports/') ||
      ['import-map.json', 'build-manifest.json', 'loader.js'].includes(file.replace(/\.br$/, ''))
    )
      continue;
    expect(
      readFileSync(path.join(copy, file)).equals(readFileSync(path.join(dist, file))),
      file,
    ).toBe(true);
  }
  const reportsEntry = after.imports['@publisher-platform/reports'] ?? 'missing';
  expect(existsSync(path.join(copy, reportsEntry))).toBe(true);
  // The loader's preload plan follows the swap: it names the rebuilt parcel's files.
  expect(readFileSync(path.join(copy, 'loader.js'), 'utf8')).toContain(reportsEntry.slice(2));
}, 60_000);
