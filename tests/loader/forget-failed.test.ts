// A failed import forgets the loads that failed with it (the file that failed and the modules
// that waited for it), never one that ran or one still on its way, so the next import asks again.
import { describe, expect, it } from 'vitest';
import { forgetFailedImports, isFailedLoad } from '../../src/loader/forget-failed';

const REGISTRY = Symbol('registry');

function fakeSystem(registry: Record<string, object>, fail: boolean) {
  return {
    [REGISTRY]: registry,
    import: (id: string) =>
      fail ? Promise.reject(new Error(`${id} failed`)) : Promise.resolve(id),
  };
}

describe('isFailedLoad', () => {
  const ns = {};
  it('is a load whose file or execution failed', () => {
    expect(isFailedLoad({ er: new Error('500'), e: null })).toBe(true);
  });
  it('is a load never run because its graph failed', () => {
    expect(isFailedLoad({ e: null, n: ns, C: undefined })).toBe(true);
  });
  it('is not a load that ran, one running, or one still loading', () => {
    expect(isFailedLoad({ e: null, n: ns, C: ns })).toBe(false);
    expect(isFailedLoad({ e: null, n: ns, E: Promise.resolve() })).toBe(false);
    expect(isFailedLoad({ e: () => undefined, n: ns })).toBe(false);
    expect(isFailedLoad({ n: ns })).toBe(false);
  });
});

describe('forgetFailedImports', () => {
  it('drops the failed loads when an import fails, and passes the failure on', async () => {
    const ns = {};
    const registry = {
      'chunk.js': { er: new Error('500'), e: null },
      'page.js': { e: null, n: ns },
      'react.js': { e: null, n: ns, C: ns },
      'loading.js': { e: () => undefined, n: ns },
    };
    const system = fakeSystem(registry, true);
    forgetFailedImports(system);
    await expect(system.import('page.js')).rejects.toThrow('page.js failed');
    expect(Object.keys(registry).sort()).toEqual(['loading.js', 'react.js']);
  });

  it('leaves the registry alone when the import works', async () => {
    const registry = { 'page.js': { e: null, n: {} } };
    const system = fakeSystem(registry, false);
    forgetFailedImports(system);
    await expect(system.import('page.js')).resolves.toBe('page.js');
    expect(Object.keys(registry)).toEqual(['page.js']);
  });
});
