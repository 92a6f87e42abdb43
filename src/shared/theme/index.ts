export * from './theme';
export * from './brand';
export * from './react';
