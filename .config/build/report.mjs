// Size table and budgets of the build. The login page budget counts everything the browser
// downloads for /publisher/login: loader, import map, root config, shared, the vendor modules
// they import, the auth parcel's entry and static chunks, and their stylesheets.
export const LOGIN_PAGE_BUDGET_KB = 150;
export const LOGIN_PAGE_GOAL_KB = 120;
const LOGIN_MODULES = [
  '@publisher-platform/root-config',
  '@publisher-platform/shared',
  '@publisher-platform/auth',
];

const kb = (n) => (n / 1024).toFixed(1);

function allFiles(manifest) {
  return Object.assign({}, ...Object.values(manifest.modules).map((m) => m.files));
}
function entryFile(manifest, specifier) {
  for (const m of Object.values(manifest.modules))
    if (m.entries[specifier]) return m.entries[specifier];
  return null;
}

/** Files a page downloads when it imports `specifiers` (static imports only, transitively). */
export function staticClosure(manifest, specifiers) {
  const files = allFiles(manifest);
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file) || !files[file]) return;
    seen.add(file);
    const rec = files[file];
    for (const a of rec.assets ?? []) seen.add(a);
    for (const i of rec.imports ?? []) visit(files[i] ? i : entryFile(manifest, i));
  };
  specifiers.forEach((s) => visit(entryFile(manifest, s)));
  return [...seen];
}

export function loginPageSize(manifest) {
  const files = allFiles(manifest);
  const closure = staticClosure(manifest, LOGIN_MODULES);
  const gzip =
    closure.reduce((sum, f) => sum + (files[f]?.gzip ?? 0), 0) +
    (files['loader.js']?.gzip ?? 0) +
    (manifest.importMap?.gzip ?? 0);
  return { gzip, files: ['loader.js', 'import-map.json', ...closure] };
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
  const head = ['module', 'files', 'entry gzip KB', 'all files gzip KB'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  rows.forEach((r) => console.log(line(r)));
  const login = loginPageSize(manifest);
  console.log(
    `\nLogin page (${login.files.length} files): ${kb(login.gzip)} KB gzip` +
      ` (budget ${LOGIN_PAGE_BUDGET_KB} KB, goal ${LOGIN_PAGE_GOAL_KB} KB)\n`,
  );
}

export function checkBudgets(manifest) {
  const { gzip } = loginPageSize(manifest);
  return gzip > LOGIN_PAGE_BUDGET_KB * 1024
    ? [`login page ${kb(gzip)} KB gzip > ${LOGIN_PAGE_BUDGET_KB} KB`]
    : [];
}
