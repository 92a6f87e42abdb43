import { getPortalContainer } from '../../dom/widget-root';

// Revoking the URL at once can cancel the download in some browsers.
const REVOKE_AFTER_MS = 60_000;

/** Hands a downloaded file to the browser under its name (a temporary link with `download`). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  getPortalContainer().appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
