export * from './check';
export * from './field-error';
export * from './password-pair';
export * from './rules';
export * from './use-form';
export * from './validators';
export { draftKeeper } from './draft-keeper';
