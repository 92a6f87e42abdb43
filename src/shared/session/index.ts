export * from './types';
export * from './store';
