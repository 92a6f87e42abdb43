export * from './use-form';
export * from './validators';
