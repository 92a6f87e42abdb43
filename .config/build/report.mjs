// Size table and budgets of the build. The login page budget counts everything the browser
// downloads for /publisher/login in English: loader, its Intl warm-up worker, import map, root
// config, shared's core, the
// vendor modules they import, the auth parcel's entry and static chunks, their stylesheets and
// the English messages of shared and auth. The route-group table then shows what the frame and
// each content parcel's first screen add after login.
import { groupFiles, LOGIN_GROUP, routeGroupSizes } from './route-groups.mjs';
import { CORE_USERS, SHARED_CORE } from './shared-core.mjs';

export const LOGIN_PAGE_BUDGET_KB = 120;

const kb = (n) => (n / 1024).toFixed(1);

function allFiles(manifest) {
  return Object.assign({}, ...Object.values(manifest.modules).map((m) => m.files));
}

export function loginPageSize(manifest) {
  const files = allFiles(manifest);
  const closure = groupFiles(manifest, { ...LOGIN_GROUP, files: [] });
  // The import map travels inside loader.js: the page does not ask for import-map.json.
  const gzip =
    closure.reduce((sum, f) => sum + (files[f]?.gzip ?? 0), 0) +
    (files['loader.js']?.gzip ?? 0) +
    (files['intl-warm.js']?.gzip ?? 0);
  return { gzip, files: ['loader.js', 'intl-warm.js', ...closure] };
}

export function printTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  rows.forEach((r) => console.log(line(r)));
}

export function printReport(manifest) {
  const rows = Object.entries(manifest.modules).map(([name, mod]) => {
    const list = Object.values(mod.files);
    const entry = Object.values(mod.entries)[0];
    return [
      name,
      list.length,
      kb(mod.files[entry]?.gzip ?? 0),
      kb(list.reduce((s, f) => s + f.gzip, 0)),
    ];
  });
  console.log('');
  printTable(['module', 'files', 'entry gzip KB', 'all files gzip KB'], rows);
  const login = loginPageSize(manifest);
  console.log(
    `\nLogin page (${login.files.length} files): ${kb(login.gzip)} KB gzip` +
      ` (budget ${LOGIN_PAGE_BUDGET_KB} KB)`,
  );
  printTable(
    ['file', 'gzip KB'],
    login.files.map((file) => [file, kb(fileGzip(manifest, file))]),
  );
  console.log('');
  const groups = routeGroupSizes(manifest).map((g) => [
    g.name,
    g.after.join(' + '),
    g.files.length,
    kb(g.gzip),
  ]);
  console.log('Added after login (first screen, English messages):');
  printTable(['route group', 'loaded before', 'files', 'added gzip KB'], groups);
  console.log('');
}

function fileGzip(manifest, file) {
  return allFiles(manifest)[file]?.gzip ?? 0;
}

/** Every binding root-config and the auth parcel import from shared's core must be exported by it. */
export function checkSharedCore(manifest) {
  const core = Object.values(manifest.modules.shared?.files ?? {}).find(
    (record) => record.facade === 'src/shared/core.ts',
  );
  if (!core) return [];
  const exported = new Set(core.exports ?? []);
  return CORE_USERS.flatMap((name) =>
    Object.entries(manifest.modules[name]?.files ?? {})
      .filter(([, record]) => record.imports?.includes(SHARED_CORE))
      .flatMap(([file, record]) =>
        (record.sharedBindings ?? [])
          .filter((binding) => !exported.has(binding))
          .map((binding) => `${file} imports ${binding}, which src/shared/core.ts does not export`),
      ),
  );
}

export function checkBudgets(manifest) {
  const { gzip } = loginPageSize(manifest);
  return gzip > LOGIN_PAGE_BUDGET_KB * 1024
    ? [`login page ${kb(gzip)} KB gzip > ${LOGIN_PAGE_BUDGET_KB} KB`]
    : [];
}
