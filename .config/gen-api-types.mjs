// The bundle's API types follow from the contract: openapi-typescript turns host-demo/openapi.yaml
// into src/shared/api/contract.d.ts (types only, so it adds nothing to the bundle), and the
// contract's enum schemas become runtime constants in contract-enums.ts beside it (the same lists
// the server reads: host-demo/lib/contract-enums.mjs). `--check` fails when a committed file
// differs from what the YAML generates, so neither can drift.
//   node .config/gen-api-types.mjs [--check] [--spec path] [--out path] [--enums-out path]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { enumConstants } from '../host-demo/lib/contract-enums.mjs';

const root = path.resolve(import.meta.dirname, '..');

function argument(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
}

const defaultOut = path.join(root, 'src/shared/api/contract.d.ts');
const specFile = argument('--spec', path.join(root, 'host-demo/openapi.yaml'));
const outFile = argument('--out', defaultOut);
const enumsOut = argument('--enums-out', path.join(path.dirname(outFile), 'contract-enums.ts'));
const check = process.argv.includes('--check');

const headerOf = (spec) =>
  `${COMMENT_HEADER}// Source: ${path.relative(root, spec)}; regenerate with \`npm run gen:api\`.\n\n`;

// The repository's Prettier style, wherever the file goes, so `prettier --check` agrees.
async function format(text, out) {
  const config = (await prettier.resolveConfig(defaultOut)) ?? {};
  return prettier.format(text, { ...config, filepath: out });
}

export async function generate(spec = specFile, out = outFile) {
  const ast = await openapiTS(pathToFileURL(spec), { silent: true });
  return format(headerOf(spec) + astToString(ast), out);
}

/** Every enum schema as an exported constant: a name → value map or a list, `as const`. */
export async function generateEnums(spec = specFile, out = enumsOut) {
  const constants = enumConstants(parse(readFileSync(spec, 'utf8')));
  const body = Object.entries(constants)
    .map(([name, { schema, description, value }]) => {
      // @public: every enum of the contract is exported, whether a module reads it yet or not.
      const doc = `/**\n * ${schema}${description ? `: ${description.trim().replaceAll('*/', '*\\/')}` : ''}\n * @public\n */`;
      return `${doc}\nexport const ${name} = ${JSON.stringify(value)} as const;\n`;
    })
    .join('\n');
  return format(headerOf(spec) + body, out);
}

const outputs = [
  [outFile, await generate()],
  [enumsOut, await generateEnums()],
];
for (const [file, generated] of outputs) {
  const relativeOut = path.relative(root, file);
  if (check) {
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (committed !== generated) {
      console.error(
        `check:api: ${relativeOut} is ${committed === null ? 'missing' : 'stale'}: it does not match ` +
          `${path.relative(root, specFile)}. Run \`npm run gen:api\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`check:api: ${relativeOut} matches the contract.`);
  } else {
    writeFileSync(file, generated);
    console.log(`gen:api: wrote ${relativeOut}.`);
  }
}
