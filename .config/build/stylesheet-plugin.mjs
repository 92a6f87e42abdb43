// Rollup plugin: `import url from './styles.css?stylesheet'` compiles that file with Tailwind
// (sources limited to the importing module's folder), scopes it for embedding, lowers it for the
// oldest supported browsers, emits it as a content-hashed asset and returns its URL at runtime.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { transform, browserslistToTargets } from 'lightningcss';
import scopeCss from './scope-css.mjs';

const SUFFIX = '?stylesheet';
// The portal's breakpoint widths, put in front of every stylesheet (see that file for why).
export const BREAKPOINTS_FILE = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../src/shared/styles/breakpoints.css',
);
export const CSS_TARGETS = browserslistToTargets(['chrome 96', 'firefox 95', 'safari 14.1']);

export async function compileStylesheet(file, { minify = true } = {}) {
  const source = `@import ${JSON.stringify(BREAKPOINTS_FILE)};\n${await readFile(file, 'utf8')}`;
  const result = await postcss([tailwind({ base: path.dirname(file) }), scopeCss()]).process(
    source,
    { from: file },
  );
  const lowered = transform({
    filename: file,
    code: Buffer.from(result.css),
    minify,
    targets: CSS_TARGETS,
  });
  const deps = result.messages.filter((m) => m.type === 'dependency').map((m) => m.file);
  const dirDeps = result.messages.filter((m) => m.type === 'dir-dependency').map((m) => m.dir);
  return { css: lowered.code.toString(), deps, dirDeps };
}

export default function stylesheetPlugin() {
  return {
    name: 'publisher-platform-stylesheet',
    resolveId(id, importer) {
      if (!id.endsWith(SUFFIX) || !importer) return null;
      return path.resolve(path.dirname(importer), id.slice(0, -SUFFIX.length)) + SUFFIX;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      const { css, deps } = await compileStylesheet(file);
      for (const dep of [file, ...deps]) this.addWatchFile(dep);
      const ref = this.emitFile({ type: 'asset', name: path.basename(file), source: css });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
