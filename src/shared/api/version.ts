// Spec §4: a version header in responses is compared with the stored app version; when it
// changes the page reloads (once per new version) so the publisher gets the new bundle.
export const VERSION_HEADER = 'X-App-Version';
export const VERSION_STORAGE_KEY = 'publisher-platform:app-version';

export function checkAppVersion(
  response: Response,
  reload: () => void = () => window.location.reload(),
): boolean {
  const version = response.headers.get(VERSION_HEADER);
  if (!version) return false;
  let stored: string | null;
  try {
    stored = localStorage.getItem(VERSION_STORAGE_KEY);
    localStorage.setItem(VERSION_STORAGE_KEY, version);
  } catch {
    return false;
  }
  if (stored && stored !== version) {
    reload();
    return true;
  }
  return false;
}
