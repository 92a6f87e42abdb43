// The network's custom script (customer.customJs) runs once the profile is loaded.
// A script that cannot be fetched counts as empty; one that fails to run is only logged.
import { getWidgetContainer } from '@publisher-platform/shared';

let injected = false;

// A customJs that is only a URL names the script to fetch; anything else is the script itself.
const isUrl = (text: string) => /^(https?:\/\/\S+|\/[\w\-./]+\.js(\?\S*)?)$/.test(text);

async function scriptText(customJs: string): Promise<string> {
  const text = customJs.trim();
  if (!isUrl(text)) return text;
  try {
    const response = await fetch(text, { credentials: 'same-origin' });
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}

/**
 * Runs the script once per page; later profile reloads do not run it again. `nonce` (the host
 * config's scriptNonce) lets it run under a strict Content-Security-Policy.
 */
export async function injectCustomScript(
  customJs: string | null | undefined,
  nonce?: string,
): Promise<void> {
  if (injected || !customJs?.trim()) return;
  injected = true;
  const code = await scriptText(customJs);
  if (!code.trim()) return;
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    console.error('[publisher-platform] the custom script failed', event.error ?? event.message);
  };
  const script = document.createElement('script');
  script.setAttribute('data-pp-custom-script', '');
  if (nonce) script.nonce = nonce;
  // Errors it throws while running are logged, never shown to the publisher.
  script.text = `try{${code}\n}catch(e){console.error('[publisher-platform] the custom script failed',e)}`;
  window.addEventListener('error', onError);
  try {
    getWidgetContainer('custom-script').appendChild(script);
  } finally {
    window.removeEventListener('error', onError);
  }
}

/** Test hook: lets a unit test inject again.
 * @internal */
export function resetCustomScript(): void {
  injected = false;
}
