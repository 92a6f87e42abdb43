// @vitest-environment node
// The release an integrator deploys (packed from the dist/ that `npm test` has just built): every
// file of dist/ is in it and in its manifest, each with the SRI hash of its bytes.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesBelow, integrityOf, packRelease } from '../../.config/release/pack.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'pp-release-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe.runIf(existsSync(path.join(root, 'dist/loader.js')))('the release folder', () => {
  it('lists every file of dist with its size and integrity, and the loader tag carries it', () => {
    const { folder, tarball, manifest } = packRelease({ root, outDir });
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(manifest.version).toBe(version);
    expect(existsSync(tarball)).toBe(true);
    const dist = filesBelow(path.join(root, 'dist')).map((file: string) => `dist/${file}`);
    expect(Object.keys(manifest.files)).toEqual(dist);
    for (const [file, entry] of Object.entries(manifest.files)) {
      const bytes = readFileSync(path.join(folder, file));
      expect({ file, bytes: bytes.length, integrity: integrityOf(bytes) }).toEqual({
        file,
        ...entry,
      });
    }
    const page = readFileSync(path.join(folder, 'example/index.html'), 'utf8');
    expect(page).toContain(`integrity="${manifest.files['dist/loader.js']?.integrity}"`);
    expect(readFileSync(path.join(folder, 'CHANGES.md'), 'utf8')).toMatch(
      new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}`),
    );
    for (const file of ['openapi.yaml', 'DEPLOY.md', 'publisher-platform.d.ts'])
      expect(existsSync(path.join(folder, file))).toBe(true);
  });
});
