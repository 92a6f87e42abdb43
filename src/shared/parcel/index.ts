export * from './system';
export * from './chunk';
export * from './resilient';
export * from './create-parcel';
export { lazyPage } from './lazy-page';
