// SystemJS (carried by the loader) is how modules are loaded; this is its small typed surface.
import type { LifeCycles } from 'single-spa';

interface SystemLoader {
  import(id: string, parentUrl?: string): Promise<unknown>;
}

const system = (): SystemLoader => (window as unknown as { System: SystemLoader }).System;

/**
 * Imports a platform module by its import-map name. The loader forgets a failed load, so calling
 * this again after a failure asks for the files again.
 */
export async function importModule<T = LifeCycles>(specifier: string): Promise<T> {
  const module = (await system().import(specifier)) as { default?: T } & T;
  return module.default ?? module;
}
