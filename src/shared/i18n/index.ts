export * from './locale';
export * from './store';
export * from './react';
