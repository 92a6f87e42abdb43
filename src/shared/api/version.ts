// A version header in responses is compared with the stored app version; when it
// changes the page reloads so the publisher gets the new bundle. Answers from servers of two
// versions (a rolling deploy) must not make the page bounce: it reloads at most once a minute.
const VERSION_HEADER = 'X-App-Version';
export const VERSION_STORAGE_KEY = 'publisher-platform:app-version';
const RELOADED_AT_KEY = 'publisher-platform:version-reload';
const RELOAD_WINDOW_MS = 60_000;

export function checkAppVersion(
  response: Response,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const version = response.headers.get(VERSION_HEADER);
  if (!version) return false;
  try {
    const stored = localStorage.getItem(VERSION_STORAGE_KEY);
    if (stored === version) return false;
    localStorage.setItem(VERSION_STORAGE_KEY, version);
    if (!stored) return false;
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
