// The loader's preload plan: for each route of root-config's route table, every file its first
// screen needs (code, stylesheets, the messages of the page's language), so the loader can ask for
// all of them at once instead of SystemJS discovering them one import at a time. Built into
// loader.js on every build, so rebuilding one parcel also updates what is preloaded.
import path from 'node:path';
import { build } from 'esbuild';
import { FRAME_SHARED_CHUNKS, groupFiles } from './route-groups.mjs';

export const LOCALES = ['en', 'ru', 'uk', 'zh'];
const messages = (dir, locale) => `${dir}/messages/${locale}.json`;
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
// The parcel's page chunk for a route: a split module whose file name starts with the route's
// name (`dashboard-page.tsx`, `settings-page.tsx`, `additional-page.tsx`).
const pageChunk = (parcel, name) =>
  new RegExp(`^src/parcels/${parcel}/(?:.+/)?${kebab(name)}(?:[-.][^/]*)?$`);

/**
 * root-config's route table, read from its source (shared's paths module stands in for shared),
 * and the API answers the frame waits for (the shell's list).
 */
export async function readRouteTable(repo = process.cwd()) {
  const paths = path.join(repo, 'src/shared/routing/paths.ts');
  const result = await build({
    stdin: {
      contents: `export { ROUTES } from './src/root-config/routes.ts';
        export { BASE_PATH } from './src/shared/routing/paths.ts';
        export { FRAME_FIRST_ANSWERS } from './src/parcels/shell/features/first-answers.ts';`,
      resolveDir: repo,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [
      {
        name: 'shared-paths-only',
        setup(b) {
          b.onResolve({ filter: /^@publisher-platform\/shared$/ }, () => ({
            path: 'shared',
            namespace: 'shared-paths',
          }));
          b.onLoad({ filter: /.*/, namespace: 'shared-paths' }, () => ({
            contents: `export * from ${JSON.stringify(paths)};`,
            resolveDir: repo,
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0].text;
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return {
    routes: module.ROUTES,
    basePath: module.BASE_PATH,
    frameAnswers: module.FRAME_FIRST_ANSWERS,
  };
}

/** A route pattern (`/a/$id`, `/a/*`) as a regular expression source over the pathname. */
export function patternSource(pattern) {
  const parts = pattern.split('/').filter(Boolean);
  const rest = parts.at(-1) === '*';
  const body = (rest ? parts.slice(0, -1) : parts)
    .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^/${body}${rest ? '(?:/.*)?' : ''}/?$`;
}

// Split-off parts of a first screen drawn only after its data, too large to share the line with
// the frame and the page's heading: the dashboard's chart (recharts, ~110 KB gzip, as much as the
// whole login page). Asked for last and at low priority, so on a slow line it takes the bandwidth
// left over instead of arriving with everything else after it.
const LATER_PARTS = [/\/dashboard-chart\.tsx$/];

// Shared's parts that render closed (their content loads when opened, or for a select when the
// pointer or focus reaches it) are not preloaded.
const OPENED_LATER = new Set([
  'Dialog',
  'Drawer',
  'Popover',
  'Select',
  'RemoteSelect',
  'DateRangePicker',
]);
const baseName = (file) => file.slice(file.lastIndexOf('/') + 1);
// A split part of the kit lives in a folder named after it (`ui/data-table/impl.ts`), a part of
// one file is named after it (`ui/rich-text.tsx`).
const partOf = (source, prefix) =>
  source.includes(`/ui/${prefix}/`) || new RegExp(`^${prefix}[-.]`).test(baseName(source));

/**
 * Shared's code-split parts the given files render at once: a component `DataTable` imported from
 * shared loads the split chunk of `ui/data-table/` (its implementation) when it first renders.
 */
function lazySharedChunks(manifest, files) {
  const shared = manifest.modules.shared?.files ?? {};
  const all = Object.assign({}, ...Object.values(manifest.modules).map((m) => m.files));
  const names = new Set(
    files.flatMap((file) => all[file]?.sharedBindings ?? []).filter((n) => !OPENED_LATER.has(n)),
  );
  const prefixes = [...names]
    .filter((n) => /^[A-Z]/.test(n))
    .map(kebab)
    .map((k) => k.slice(1));
  return Object.entries(shared)
    .filter(([, record]) => !/src\/shared\/(?:index|core)\.ts$/.test(record.facade ?? ''))
    .filter(([, record]) => record.sources)
    .filter(([, record]) =>
      record.sources.some((source) => prefixes.some((prefix) => partOf(source, prefix))),
    )
    .map(([file]) => file);
}

/** Files of one set per language: { a: files in every language, en: [...], ru: [...], … }. */
function fileSet(manifest, group, minus = new Set()) {
  const perLocale = LOCALES.map((locale) => {
    const own = groupFiles(manifest, {
      entries: group.entries,
      chunks: [...(group.chunks ?? []), ...group.messageDirs.map((dir) => messages(dir, locale))],
    });
    const lazy = groupFiles(manifest, { files: lazySharedChunks(manifest, own) });
    return [...new Set([...own, ...lazy])].filter((file) => !minus.has(file));
  });
  const common = perLocale[0].filter((file) => perLocale.every((list) => list.includes(file)));
  const set = { a: common };
  LOCALES.forEach((locale, i) => {
    set[locale] = perLocale[i].filter((file) => !common.includes(file));
  });
  return set;
}

/**
 * The order the loader asks for the files in: React DOM, then the files every page needs
 * (root-config and what it imports), then the rest, each group largest first, and the first
 * screens' LATER_PARTS last.
 * - React DOM, by far the largest, arrives last whenever it starts; every render waits for it.
 *   Shared imports it at the first mount, not statically, so the other modules run while it
 *   arrives.
 * - Then root-config and its imports, so the page can start meanwhile. HTTP/1.1 runs six
 *   requests per host at a time: in one list largest first, the small ones among them
 *   (root-config, React, history) got a connection last, next to React DOM, on a signed-in page
 *   after the frame's large files.
 * - Largest first within a group: the large ones take their connections at once, the small ones
 *   follow as connections free up. A small file asked for early is back after one round trip,
 *   while the loader is still adding the links of a signed-in page (30 of them take it about as
 *   long on a slow phone): the links after it would wait in the browser's queue behind a
 *   finished answer for nothing. (Asked for second, root-config was back before a settings
 *   page's last links, and the bench's critical path grew from 3 to 4 round trips.)
 * - Login page at 1.6 Mbps and CPU ×4, against the build before (largest first, React DOM a static
 *   import, React in three files; 14 alternating rounds): form visible 1659 → 1556 ms median.
 * - Tried: React DOM first, then the rest smallest first (React DOM still static). Cold settings
 *   showed its heading about 170 ms sooner and the login page was within noise, but the tiny
 *   files were back before the loader had added the last of a signed-in page's 30 links (depth 4).
 */
function requestOrder(manifest, files, base, later) {
  const sizes = Object.assign({}, ...Object.values(manifest.modules).map((m) => m.files));
  const reactDom = manifest.modules.vendor?.entries['react-dom/client'];
  const rank = (file) => (file === reactDom ? 0 : base.has(file) ? 1 : later.has(file) ? 3 : 2);
  return [...files]
    .sort((a, b) => (sizes[b]?.gzip ?? 0) - (sizes[a]?.gzip ?? 0))
    .sort((a, b) => rank(a) - rank(b));
}

const listsOf = (set) => Object.values(set).flat();
const filesOf = (set) => new Set(listsOf(set));

/** The files split at a module of LATER_PARTS. */
function laterFiles(manifest) {
  const all = Object.assign({}, ...Object.values(manifest.modules).map((m) => m.files));
  return new Set(
    Object.entries(all)
      .filter(([, record]) => LATER_PARTS.some((p) => p.test(record.facade ?? '')))
      .map(([file]) => file),
  );
}

/**
 * The plan with every file named once, in `files` (in request order), and sets of its indexes;
 * files from `lowFrom` on are asked for at low priority.
 */
function indexed(manifest, plan) {
  const all = [...new Set(Object.values(plan.sets).flatMap(listsOf))];
  const later = laterFiles(manifest);
  const files = requestOrder(manifest, all, filesOf(plan.sets.base), later);
  const lowFrom = files.findIndex((file) => later.has(file));
  const at = new Map(files.map((file, i) => [file, i]));
  const sets = Object.fromEntries(
    Object.entries(plan.sets).map(([name, set]) => [
      name,
      Object.fromEntries(
        Object.entries(set).map(([key, list]) => [key, list.map((f) => at.get(f))]),
      ),
    ]),
  );
  return { ...plan, files, sets, lowFrom: lowFrom < 0 ? files.length : lowFrom };
}

/**
 * { files: [paths, in request order], sets: { name: { a, en, ru, uk, zh } of indexes into files },
 * routes: [[regex source, [set names]]], lowFrom, frameAnswers }. Paths are relative to the loader's
 * folder; the first matching route wins, anything else under the portal preloads the frame, and a
 * path outside the portal only the base. `frameAnswers` (the API GETs the frame waits for) goes
 * to root-config, which asks for them as it starts on a frame path.
 */
export function preloadPlan(manifest, { routes, basePath, frameAnswers = [] }) {
  // React DOM is no static import of shared's core (it is imported at the first mount, so the
  // rest runs while it arrives), yet every screen renders with it.
  const base = fileSet(manifest, {
    entries: [
      '@publisher-platform/root-config',
      '@publisher-platform/shared/core',
      'react-dom/client',
    ],
    messageDirs: ['src/shared'],
  });
  const baseFiles = filesOf(base);
  const sets = {
    base,
    login: fileSet(
      manifest,
      { entries: ['@publisher-platform/auth'], messageDirs: ['src/parcels/auth'] },
      baseFiles,
    ),
    frame: fileSet(
      manifest,
      {
        entries: ['@publisher-platform/shell'],
        chunks: [...FRAME_SHARED_CHUNKS],
        messageDirs: ['src/parcels/shell', 'src/shared/kit'],
      },
      baseFiles,
    ),
  };
  const frameFiles = new Set([...baseFiles, ...filesOf(sets.frame)]);
  const table = [];
  for (const route of routes) {
    const names = route.public ? ['base', 'login'] : ['base', 'frame'];
    if (!route.public) {
      const key = `${route.parcel}:${route.name}`;
      sets[key] ??= fileSet(
        manifest,
        {
          entries: route.parcel === 'shell' ? [] : [`@publisher-platform/${route.parcel}`],
          chunks: [pageChunk(route.parcel, route.name)],
          messageDirs: route.parcel === 'shell' ? [] : [`src/parcels/${route.parcel}`],
        },
        frameFiles,
      );
      names.push(key);
    }
    table.push([patternSource(route.path), names]);
  }
  table.push([patternSource(`${basePath}/*`), ['base', 'frame']]);
  return { ...indexed(manifest, { sets, routes: table, fallback: ['base'] }), frameAnswers };
}
