// @publisher-platform/shared — the singleton every module reaches, and its only public entry.
export * from './config';
export * from './api';
export { getQueryClient, clearQueryCache } from './query';
export * from './routing';
export * from './i18n';
export * from './theme';
export * from './notify';
export * from './parcel';
export { ensureStylesheet } from './dom/stylesheets';
export { getWidgetRoot, getWidgetContainer, getPortalContainer } from './dom/widget-root';
export { ensureSharedStyles } from './styles';
export { initShared } from './init';
export * from './ui';
export * from './forms';
export { getFingerprint } from './fingerprint';
export * from './session';
export * from './format';
