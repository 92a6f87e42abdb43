// Evaluating shared and reading the host's config build no Intl object: the page's first Intl use
// loads ICU's locale data (tens of ms of a phone's main thread, in one task), which the loader's
// warm-up worker can only take over if it comes later, with the first texts drawn.
import { afterAll, describe, expect, it } from 'vitest';

const built: string[] = [];
const originals = new Map<string, unknown>();
for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const) {
  const original = Intl[name] as unknown as new (...args: unknown[]) => unknown;
  originals.set(name, original);
  const counted = new Proxy(original, {
    construct(target, args) {
      built.push(name);
      return Reflect.construct(target, args) as object;
    },
    get(target, key, receiver) {
      if (key === 'supportedLocalesOf') built.push(`${name}.supportedLocalesOf`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
}

afterAll(() => {
  for (const [name, value] of originals)
    Object.defineProperty(Intl, name, { value, configurable: true, writable: true });
});

describe('the first Intl use', () => {
  it('comes with the first text, not while shared is evaluated or the config is read', async () => {
    const core = await import('../../src/shared/core');
    await import('../../src/shared');
    core.readHostConfig(document);
    expect(built).toEqual([]);
    expect(core.t('shared.noData')).toBe('No data');
    expect(built).toContain('NumberFormat.supportedLocalesOf');
  });
});
