// SystemJS (carried by the loader) is how modules are loaded; this is its small typed surface.
import type { LifeCycles } from 'single-spa';

interface SystemLoader {
  import(id: string, parentUrl?: string): Promise<unknown>;
  resolve(id: string, parentUrl?: string): string;
}

const system = (): SystemLoader => (window as unknown as { System: SystemLoader }).System;

/**
 * Imports a platform module by its import-map name. A failed load stays cached in SystemJS, so a
 * retry asks for the same file under a fresh query string.
 */
export async function importModule<T = LifeCycles>(specifier: string, attempt = 0): Promise<T> {
  const id = attempt === 0 ? specifier : `${system().resolve(specifier)}?retry=${attempt}`;
  const module = (await system().import(id)) as { default?: T } & T;
  return module.default ?? module;
}
