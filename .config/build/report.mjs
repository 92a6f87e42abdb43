// Size table and budgets of the build. The login page budget counts everything the browser
// downloads for /publisher/login: loader, import map, root config, shared, the vendor modules
// they import, the auth parcel's entry and static chunks, and their stylesheets. The route-group
// table then shows what the frame and each content parcel's first screen add after login.
import { groupFiles, LOGIN_GROUP, routeGroupSizes } from './route-groups.mjs';

export const LOGIN_PAGE_BUDGET_KB = 150;
export const LOGIN_PAGE_GOAL_KB = 120;

const kb = (n) => (n / 1024).toFixed(1);

function allFiles(manifest) {
  return Object.assign({}, ...Object.values(manifest.modules).map((m) => m.files));
}

/** Files a page downloads when it imports `specifiers` (static imports only, transitively). */
export function staticClosure(manifest, specifiers) {
  return groupFiles(manifest, { entries: specifiers });
}

export function loginPageSize(manifest) {
  const files = allFiles(manifest);
  const closure = staticClosure(manifest, LOGIN_GROUP.entries);
  const gzip =
    closure.reduce((sum, f) => sum + (files[f]?.gzip ?? 0), 0) +
    (files['loader.js']?.gzip ?? 0) +
    (manifest.importMap?.gzip ?? 0);
  return { gzip, files: ['loader.js', 'import-map.json', ...closure] };
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
      ` (budget ${LOGIN_PAGE_BUDGET_KB} KB, goal ${LOGIN_PAGE_GOAL_KB} KB)\n`,
  );
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

export function checkBudgets(manifest) {
  const { gzip } = loginPageSize(manifest);
  return gzip > LOGIN_PAGE_BUDGET_KB * 1024
    ? [`login page ${kb(gzip)} KB gzip > ${LOGIN_PAGE_BUDGET_KB} KB`]
    : [];
}
