// Bytes each route group adds once the login page is loaded: the frame (shell) after login, and
// each content parcel's first screen after login and the frame. A group is its entry modules'
// static import closure plus the code-split chunks its first screen loads (named by the module a
// chunk was split at, e.g. the page component or the English message file); its cost is what it
// needs that the groups loaded before it did not.
const messages = (dir) => `${dir}/messages/en.json`;
// A page chunk of `dir` whose file name starts with `page` (`dashboard-page.tsx`, `balance.tsx`).
const pageIn = (dir, page) => new RegExp(`^${dir}/(?:.+/)?${page}(?:[-.][^/]*)?$`);

// Parts of shared split off so the login page never downloads them, which every signed-in page
// needs at once: TanStack Query's client and the collection unwrap of list answers.
export const FRAME_SHARED_CHUNKS = [
  'src/shared/query/query-client.ts',
  'src/shared/api/collection.ts',
];

export const LOGIN_GROUP = {
  name: 'login page',
  entries: [
    '@publisher-platform/root-config',
    '@publisher-platform/shared/core',
    '@publisher-platform/auth',
    'react-dom/client',
  ],
  chunks: [messages('src/shared'), messages('src/parcels/auth')],
  files: ['loader.js'],
};

export const ROUTE_GROUPS = [
  {
    name: 'frame (shell)',
    after: ['login page'],
    entries: ['@publisher-platform/shell'],
    chunks: [...FRAME_SHARED_CHUNKS, messages('src/parcels/shell'), messages('src/shared/kit')],
  },
  ...[
    ['reports dashboard', 'reports', 'dashboard'],
    ['finance balance', 'finance', 'balance'],
    ['support first screen', 'support', 'support'],
  ].map(([name, parcel, page]) => ({
    name,
    after: ['login page', 'frame (shell)'],
    entries: [`@publisher-platform/${parcel}`],
    chunks: [pageIn(`src/parcels/${parcel}`, page), messages(`src/parcels/${parcel}`)],
  })),
];

const allFiles = (manifest) =>
  Object.assign({}, ...Object.values(manifest.modules).map((m) => m.files));

function entryFile(manifest, specifier) {
  for (const m of Object.values(manifest.modules))
    if (m.entries[specifier]) return m.entries[specifier];
  return null;
}

const matches = (pattern, facade) =>
  typeof pattern === 'string' ? facade === pattern : pattern.test(facade);

/** Files a group downloads: its entries' and first-screen chunks' static import closure. */
export function groupFiles(manifest, group) {
  const files = allFiles(manifest);
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file) || !files[file]) return;
    seen.add(file);
    const record = files[file];
    for (const asset of record.assets ?? []) seen.add(asset);
    for (const i of record.imports ?? []) visit(files[i] ? i : entryFile(manifest, i));
  };
  (group.files ?? []).forEach(visit);
  (group.entries ?? []).forEach((s) => visit(entryFile(manifest, s)));
  for (const [file, record] of Object.entries(files))
    if (record.facade && (group.chunks ?? []).some((p) => matches(p, record.facade))) visit(file);
  return [...seen];
}

/** What each route group adds (gzip bytes and files) over the groups loaded before it. */
export function routeGroupSizes(manifest, groups = ROUTE_GROUPS, base = LOGIN_GROUP) {
  const files = allFiles(manifest);
  const loaded = new Map([[base.name, groupFiles(manifest, base)]]);
  return groups
    .filter((g) => g.entries.every((s) => entryFile(manifest, s)))
    .map((group) => {
      const own = groupFiles(manifest, group);
      loaded.set(group.name, own);
      const before = new Set(group.after.flatMap((name) => loaded.get(name) ?? []));
      const added = own.filter((f) => !before.has(f));
      const gzip = added.reduce((sum, f) => sum + (files[f]?.gzip ?? 0), 0);
      return { name: group.name, after: group.after, files: added, gzip };
    });
}
