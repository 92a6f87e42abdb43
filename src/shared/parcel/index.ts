export * from './system';
export * from './chunk';
export * from './resilient';
export * from './create-parcel';
export { renderLoadFallback, renderLoading } from './fallback';
export { lazyPage, type LazyPage } from './lazy-page';
