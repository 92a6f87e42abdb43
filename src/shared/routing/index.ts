export * from './history';
export * from './route-table';
export * from './app-link';
export * from './use-pathname';
export * from './parcel-router';
export * from './paths';
export * from './search-schemas';
