// @vitest-environment node
// The preload plan the build writes into loader.js: from the manifest and root-config's route
// table, every file a route's first screen needs, so nothing is discovered one import at a time.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { patternSource, preloadPlan, readRouteTable } from '../../.config/build/preload-plan.mjs';
import { routeFiles, routeFilesOf, type PreloadPlan } from '../../src/loader/preload';
import { FRAME_FIRST_ANSWERS } from '../../src/parcels/shell/features/first-answers';

const dist = path.resolve(import.meta.dirname, '../../dist');
let plan: PreloadPlan;
let manifest: { modules: Record<string, { entries: Record<string, string> }> };
const entry = (specifier: string) =>
  Object.values(manifest.modules).find((m) => m.entries[specifier])?.entries[specifier];

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'build-manifest.json'))) throw new Error('run `npm run build`');
  manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
  plan = preloadPlan(manifest, await readRouteTable()) as unknown as PreloadPlan;
});

describe('route patterns', () => {
  it('match the path, its params and (for `*`) everything below', () => {
    const offers = new RegExp(patternSource('/publisher/offers/*'));
    expect(
      ['/publisher/offers', '/publisher/offers/12', '/publisher/offers/'].every((p) =>
        offers.test(p),
      ),
    ).toBe(true);
    expect(offers.test('/publisher/offers-x')).toBe(false);
    const article = new RegExp(patternSource('/publisher/news/article/$id'));
    expect(article.test('/publisher/news/article/7')).toBe(true);
    expect(article.test('/publisher/news/article/7/x')).toBe(false);
  });
});

describe('the plan', () => {
  it("gives the login page root-config, shared's core, auth and their messages in the language", () => {
    const files = routeFiles(plan, '/publisher/login', 'ru');
    for (const s of ['root-config', 'shared/core', 'auth'])
      expect(files).toContain(entry(`@publisher-platform/${s}`));
    // The rest of shared is for signed-in pages.
    expect(files).not.toContain(entry('@publisher-platform/shared'));
    expect(files.some((f) => /^auth\/.*\.css$/.test(f))).toBe(true);
    expect(files.some((f) => /^auth\/auth-ru-/.test(f))).toBe(true);
    expect(files.some((f) => /^auth\/auth-en-/.test(f))).toBe(false);
    expect(files).not.toContain(entry('@publisher-platform/shell'));
  });

  it("carries the shell's list of what its frame waits for, for root-config to ask early", () => {
    expect(plan.frameAnswers).toEqual(FRAME_FIRST_ANSWERS);
  });

  it('gives a signed-in page the frame, its parcel and the page chunk, not the login parcel', () => {
    const dashboard = routeFiles(plan, '/publisher/dashboard', 'en');
    expect(dashboard).toContain(entry('@publisher-platform/shell'));
    expect(dashboard).toContain(entry('@publisher-platform/shared'));
    expect(dashboard).toContain(entry('@publisher-platform/reports'));
    expect(dashboard.some((f) => /dashboard-page/.test(f))).toBe(true);
    expect(dashboard).not.toContain(entry('@publisher-platform/auth'));
    const domains = routeFiles(plan, '/publisher/domains', 'en');
    // The kit's table renders at once on this page: its split chunk is asked for up front.
    expect(domains.some((f) => /^shared\/shared-data-table-.*\.js$/.test(f))).toBe(true);
  });

  it('gives the rich-text sanitiser only to pages that show rich text', () => {
    const sanitiser = (pathname: string) =>
      routeFiles(plan, pathname, 'en').some((f) => /^shared\/shared-rich-text-impl-/.test(f));
    for (const pathname of ['/publisher/additional_pages/1', '/publisher/support'])
      expect(sanitiser(pathname), pathname).toBe(true);
    for (const pathname of ['/publisher/settings', '/publisher/dashboard', '/publisher/domains'])
      expect(sanitiser(pathname), pathname).toBe(false);
  });

  it("asks for the dashboard's chart last and at low priority, after the page it draws on", () => {
    const files = routeFilesOf(plan, '/publisher/dashboard', 'a');
    const chart = files.findIndex((f) => /^reports\/reports-dashboard-chart-/.test(f));
    expect(chart, 'the chart is preloaded').toBeGreaterThan(0);
    expect(plan.files.indexOf(files[chart]!)).toBeGreaterThanOrEqual(plan.lowFrom);
    expect(files.slice(chart + 1).every((f) => plan.files.indexOf(f) >= plan.lowFrom)).toBe(true);
    // The page itself and everything before the chart keep their priority.
    const page = files.findIndex((f) => /^reports\/reports-dashboard-page-/.test(f));
    expect(page).toBeGreaterThanOrEqual(0);
    expect(plan.files.indexOf(files[page]!)).toBeLessThan(plan.lowFrom);
    expect(
      routeFiles(plan, '/publisher/settings', 'en').every(
        (f) => plan.files.indexOf(f) < plan.lowFrom,
      ),
    ).toBe(true);
  });

  it('asks for React DOM, then what every page needs, then the rest, each largest first', () => {
    const sizes = Object.assign(
      {},
      ...Object.values(
        manifest.modules as unknown as Record<string, { files: Record<string, { gzip: number }> }>,
      ).map((m) => m.files),
    ) as Record<string, { gzip: number }>;
    const base = new Set(plan.sets.base!.a!.map((i) => plan.files[i]));
    expect(base).toContain(entry('@publisher-platform/root-config'));
    for (const path of ['/publisher/login', '/publisher/settings', '/publisher/dashboard']) {
      const files = routeFilesOf(plan, path, 'a');
      // React DOM is the largest file and every render waits for it; root-config and its imports
      // come next, so the page starts while React DOM still arrives.
      expect(files[0], path).toMatch(/^vendor\/react-dom-client-/);
      const baseCount = files.filter((f) => base.has(f)).length;
      expect(
        files.slice(1, baseCount).every((f) => base.has(f)),
        path,
      ).toBe(true);
      // Within each group the large files before small ones (the message chunks follow them,
      // the low-priority parts come last).
      const rest = files.slice(baseCount).filter((f) => plan.files.indexOf(f) < plan.lowFrom);
      for (const group of [files.slice(1, baseCount), rest]) {
        const bytes = group.map((f) => sizes[f]?.gzip ?? 0);
        expect(bytes, path).toEqual([...bytes].sort((a, b) => b - a));
      }
    }
  });

  it('names only files the build wrote', () => {
    for (const file of plan.files) expect(existsSync(path.join(dist, file)), file).toBe(true);
  });

  it('travels with the import map inside the built loader: no request for import-map.json', () => {
    const loader = readFileSync(path.join(dist, 'loader.js'), 'utf8');
    const map = JSON.parse(readFileSync(path.join(dist, 'import-map.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    expect(Object.keys(map.imports).length).toBeGreaterThan(5);
    // Minified: a key that is a plain identifier ("react") loses its quotes.
    for (const [specifier, file] of Object.entries(map.imports))
      expect(
        [JSON.stringify(specifier), specifier].some((key) =>
          loader.includes(`${key}:${JSON.stringify(file)}`),
        ),
        specifier,
      ).toBe(true);
  });

  it('is what the built loader carries', () => {
    const loader = readFileSync(path.join(dist, 'loader.js'), 'utf8');
    for (const file of routeFiles(plan, '/publisher/settings', 'zh'))
      expect(loader).toContain(file);
  });
});
