// Brotli copies of the text files a build writes (`x.js` → `x.js.br`), so a server can send the
// smaller encoding without compressing on each request: the login page's files are about 13 %
// smaller than gzip, which on a slow phone network is most of a round trip. The demo server sends
// them to browsers that accept `br` (see host-demo/routes/assets.mjs); any static server with
// precompressed-file support (nginx `brotli_static`, Caddy `precompressed br`) can do the same.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TEXT = /\.(?:js|css|json)$/;

/** Brotli at the highest quality, for text (files are built once, sent many times). */
export function brotli(data) {
  return compress(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Writes `file.br` next to `file`. */
export async function writeBrotli(file) {
  await writeFile(`${file}.br`, await brotli(await readFile(file)));
}

/** Rollup plugin: a `.br` beside every JavaScript, CSS and JSON file of the bundle. */
export function precompress() {
  return {
    name: 'publisher-platform-precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file);
      await Promise.all(
        Object.values(bundle)
          .filter((item) => TEXT.test(item.fileName))
          // Read back from disk: the written file, with its source-map comment, is what is served.
          .map((item) => writeBrotli(path.join(dir, item.fileName))),
      );
    },
  };
}
