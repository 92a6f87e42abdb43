// One icon set: every glyph is defined once in src (with createIcon), so a glyph two modules draw
// lives in shared and both import it from there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('defines each icon once in src', () => {
  const places = new Map<string, string[]>();
  for (const file of sourceFiles(SRC))
    for (const match of readFileSync(file, 'utf8').matchAll(/createIcon\(\s*'([^']+)'/g)) {
      const name = match[1] ?? '';
      places.set(name, [...(places.get(name) ?? []), path.relative(SRC, file)]);
    }
  expect(places.size).toBeGreaterThan(20);
  const twice = [...places].filter(([, files]) => files.length > 1);
  expect(twice).toEqual([]);
});
