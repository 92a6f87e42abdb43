export * from './errors';
export * from './version';
export * from './client';
export * from './error-handler';
