// The Big List of Naughty Strings, from the team's shared test data beside the repository. A
// clone may sit anywhere, so the list is looked for beside each folder above the repository,
// then at the team's fixed place.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RELATIVE = join('shared', 'test-data', 'blns.json');

function blnsFile(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, RELATIVE);
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) break;
  }
  const fixed = join('/work', RELATIVE);
  if (existsSync(fixed)) return fixed;
  throw new Error(`the naughty strings (${RELATIVE}) are not beside the repository`);
}

export const BLNS = JSON.parse(readFileSync(blnsFile(), 'utf8')) as string[];
