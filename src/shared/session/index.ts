export * from './types';
export * from './store';
export * from './contact-links';
