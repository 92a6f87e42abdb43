process.env.PP_DIST = '/tmp/bytes/dist';
process.env.PP_MODULES = process.env.AN ?? 'shared';
const { rollup } = await import('rollup');
const { gzipSync } = await import('node:zlib');
const configs = (await import('./rollup.config.mjs')).default;
const cfg = configs[0];
const b = await rollup(cfg);
const { output } = await b.generate(cfg.output);
for (const c of output) {
  if (c.type !== 'chunk') continue;
  if (process.env.CHUNK && !c.fileName.includes(process.env.CHUNK)) continue;
  console.log('==', c.fileName, c.code.length, gzipSync(c.code).length);
  const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(process.cwd() + '/', ''), m.renderedLength]).sort((a, b) => b[1] - a[1]);
  const byPkg = {};
  for (const [id, n] of mods) { const k = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? id.split('/').slice(0, 3).join('/'); byPkg[k] = (byPkg[k] ?? 0) + n; }
  console.log(Object.entries(byPkg).sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${k} ${n}`).join('\n'));
  if (process.env.FULL) console.log(mods.map(([id, n]) => `    ${id} ${n}`).join('\n'));
}
