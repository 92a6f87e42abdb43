// A blank host page (the release's example page, not the demo's) that embeds the release folder
// as an integrator would, with SRI on the loader tag; the API is the demo network's.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { packRelease } from '../.config/release/pack.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
let releaseFolder = '';
/** The release packed once per worker from the dist/ under test. */
const release = () =>
  (releaseFolder ||= packRelease({
    root: ROOT,
    outDir: mkdtempSync(path.join(os.tmpdir(), 'pp-e2e-release-')),
  }).folder);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/**
 * Serves the release as an integrator would: its example page for every portal page, its dist/
 * folder at /dist/, the API from the demo network. The loader tag keeps its integrity attribute.
 */
export async function blankHost(page: Page, config: Record<string, unknown> = {}): Promise<void> {
  const html = readFileSync(path.join(release(), 'example/index.html'), 'utf8')
    .replace('src="../dist/loader.js"', 'src="/dist/loader.js"')
    .replace(
      /(<script type="application\/json" id="publisher-platform-config">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) =>
        `${open}${JSON.stringify({ ...(JSON.parse(json) as object), ...config })}${close}`,
    );
  expect(html).toMatch(/integrity="sha384-[^"]+"/);
  await page.route(/\/publisher(\/(?!api\/)[^?]*)?(\?.*)?$/, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ status: 200, contentType: 'text/html', body: html })
      : route.fallback(),
  );
  await page.route('**/dist/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/dist\//, '');
    const body = readFileSync(path.join(release(), 'dist', file));
    return route.fulfill({
      status: 200,
      body,
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
}
