// The bundle's API types follow from the contract: openapi-typescript turns host-demo/openapi.yaml
// into src/shared/api/contract.d.ts (types only, so it adds nothing to the bundle). `--check`
// fails when the committed file differs from what the YAML generates, so the two cannot drift.
//   node .config/gen-api-types.mjs [--check] [--spec path] [--out path]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import * as prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '..');

function argument(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
}

const defaultOut = path.join(root, 'src/shared/api/contract.d.ts');
const specFile = argument('--spec', path.join(root, 'host-demo/openapi.yaml'));
const outFile = argument('--out', defaultOut);
const check = process.argv.includes('--check');

export async function generate(spec = specFile, out = outFile) {
  const ast = await openapiTS(pathToFileURL(spec), { silent: true });
  const header = `${COMMENT_HEADER}// Source: ${path.relative(root, spec)}; regenerate with \`npm run gen:api\`.\n\n`;
  // The repository's Prettier style, wherever the file goes, so `prettier --check` agrees.
  const config = (await prettier.resolveConfig(defaultOut)) ?? {};
  return prettier.format(header + astToString(ast), { ...config, filepath: out });
}

const generated = await generate();
const relativeOut = path.relative(root, outFile);
if (check) {
  const committed = existsSync(outFile) ? readFileSync(outFile, 'utf8') : null;
  if (committed !== generated) {
    console.error(
      `check:api: ${relativeOut} is ${committed === null ? 'missing' : 'stale'}: it does not match ` +
        `${path.relative(root, specFile)}. Run \`npm run gen:api\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`check:api: ${relativeOut} matches the contract.`);
} else {
  writeFileSync(outFile, generated);
  console.log(`gen:api: wrote ${relativeOut}.`);
}
