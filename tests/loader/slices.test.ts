// @vitest-environment node
// The loader splits SystemJS's evaluation of a module graph into tasks of about SLICE_MS, and
// starts the Intl warm-up worker only where a worker may run (same origin).
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { SLICE_MS, sliceModuleEvaluation, type Registering } from '../../src/loader/slices';
import { INTL_WORKER_FILE, warmUpIntl } from '../../src/loader/warm-up';

type Declaration = { setters: unknown[]; execute: () => unknown };
type Declare = (exportFn: unknown, context: unknown) => Declaration;

function setUp() {
  let now = 1000;
  const registered: unknown[][] = [];
  const system: Registering = { register: (...args) => registered.push(args) };
  const win = { MessageChannel, performance: { now: () => now } } as unknown as Window;
  sliceModuleEvaluation(system, win);
  const declare = (execute: () => unknown) => {
    system.register(['./dep.js'], (_export: unknown, context: unknown) => ({
      setters: [context],
      execute,
    }));
    return (registered.at(-1)?.[1] as Declare)(vi.fn(), { meta: { url: 'x' } });
  };
  return { declare, registered, advance: (ms: number) => (now += ms) };
}

describe('sliceModuleEvaluation', () => {
  it('keeps the dependencies and hands SystemJS a declare function that takes the context', () => {
    const { declare, registered } = setUp();
    const declaration = declare(() => undefined);
    expect(registered[0]?.[0]).toEqual(['./dep.js']);
    expect((registered[0]?.[1] as Declare).length).toBe(2);
    expect(declaration.setters).toEqual([{ meta: { url: 'x' } }]);
  });

  it('runs modules at once within a slice and waits for a new task after it', async () => {
    const { declare, advance } = setUp();
    const order: string[] = [];
    const first = declare(() => order.push('first')).execute();
    expect(first).toBeInstanceOf(Promise); // the first module of a graph starts a new slice
    await first;
    expect(order).toEqual(['first']);
    advance(SLICE_MS - 1);
    expect(declare(() => order.push('same task')).execute()).toBe(2);
    advance(2);
    const late = declare(() => order.push('next task')).execute();
    expect(order).toEqual(['first', 'same task']);
    await late;
    expect(order).toEqual(['first', 'same task', 'next task']);
  });

  it('passes on what execute returns and throws', async () => {
    const { declare } = setUp();
    await expect(declare(() => 'value').execute()).resolves.toBe('value');
    const error = new Error('module failed');
    const failing = declare(() => {
      throw error;
    });
    expect(() => failing.execute()).toThrow(error); // same slice: thrown as SystemJS expects
  });
});

describe('warmUpIntl', () => {
  const page = (Worker: unknown) =>
    ({ Worker, location: { origin: 'https://network.example' } }) as unknown as Window;

  it('starts the worker next to loader.js, named after the language', () => {
    const Worker = vi.fn();
    warmUpIntl(page(Worker), 'https://network.example/assets/pp/', 'ru');
    expect(Worker).toHaveBeenCalledWith(`https://network.example/assets/pp/${INTL_WORKER_FILE}`, {
      name: 'ru',
    });
  });

  it('starts nothing for a loader on another origin, and survives a refused worker', () => {
    const Worker = vi.fn();
    warmUpIntl(page(Worker), 'https://cdn.example/pp/', 'en');
    expect(Worker).not.toHaveBeenCalled();
    const refused = vi.fn(() => {
      throw new Error('SecurityError');
    });
    expect(() => warmUpIntl(page(refused), 'https://network.example/pp/', 'en')).not.toThrow();
  });
});
