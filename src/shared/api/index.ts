export * from './errors';
export * from './version';
export * from './client';
export type { Collection } from './collection';
export type * from './schema';
export * from './error-handler';
export * from './header-queries';
