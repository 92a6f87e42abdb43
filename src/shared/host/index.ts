// The host page's API (window.PublisherPlatform) and events. Not needed to draw the first page:
// root-config loads the file after the portal has started, and once more if that fails (a
// dropped connection).
export const loadHostApi = () => import('./host-api').catch(() => import('./host-api'));
