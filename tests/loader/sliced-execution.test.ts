// Module execution in slices: modules run at once while the current task's budget lasts; a
// module whose turn comes later waits for a new task, and SystemJS gets a promise to wait on.
import { describe, expect, it } from 'vitest';
import { sliceModuleExecution, type RegisteringSystem } from '../../src/loader/sliced-execution';

type Declared = { execute?: () => unknown } | undefined;

function fakeSystem() {
  const registered: Declared[] = [];
  const system: RegisteringSystem = {
    register(_deps, declare) {
      registered.push(declare.call(null, () => undefined, {}));
    },
  };
  return { system, registered };
}

describe('sliceModuleExecution', () => {
  it('runs modules at once within the budget and later ones in a new task, in order', async () => {
    let clock = 0;
    const { system, registered } = fakeSystem();
    sliceModuleExecution(system, () => clock);
    const ran: string[] = [];
    const module = (name: string, cost: number) =>
      system.register([], () => ({
        execute: () => {
          ran.push(name);
          clock += cost;
        },
      }));
    module('a', 1);
    module('b', 3);
    module('c', 1);
    const [a, b, c] = registered;
    expect(a?.execute?.()).toBeUndefined();
    expect(b?.execute?.()).toBeUndefined();
    const later = c?.execute?.();
    expect(later).toBeInstanceOf(Promise);
    expect(ran).toEqual(['a', 'b']);
    await later;
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('leaves registrations without an execute function alone', () => {
    const { system, registered } = fakeSystem();
    sliceModuleExecution(system, () => 0);
    const declared = { execute: undefined };
    system.register([], () => declared);
    expect(registered[0]).toBe(declared);
  });
});
