// Each module ships its own scoped stylesheet; it is linked once, before the module mounts.
const loading = new Map<string, Promise<void>>();

export function ensureStylesheet(href: string): Promise<void> {
  let promise = loading.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-publisher-platform-style', '');
      link.onload = () => resolve();
      link.onerror = () => {
        loading.delete(href);
        link.remove();
        reject(new Error(`Stylesheet failed to load: ${href}`));
      };
      document.head.appendChild(link);
    });
    loading.set(href, promise);
  }
  return promise;
}
