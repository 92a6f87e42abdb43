// jsdom does not run scripts: this checks what is injected; the e2e suite sees it run.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  injectCustomScript,
  resetCustomScript,
} from '../../../src/parcels/shell/features/profile/lib/custom-script';

const injected = () => [...document.querySelectorAll<HTMLScriptElement>('[data-pp-custom-script]')];

afterEach(() => {
  resetCustomScript();
  injected().forEach((el) => el.remove());
  vi.unstubAllGlobals();
});

describe('injectCustomScript', () => {
  it('injects the network script once per page, guarded so a failure is only logged', async () => {
    await injectCustomScript('window.acme = 1;');
    await injectCustomScript('window.acme = 1;');
    expect(injected()).toHaveLength(1);
    const text = injected()[0]?.text ?? '';
    expect(text).toContain('window.acme = 1;');
    expect(text).toMatch(/^try\{[\s\S]*\}catch\(e\)\{console\.error\(/);
    expect(injected()[0]?.closest('[data-pp-container="custom-script"]')).not.toBeNull();
  });

  it('treats a script that cannot be fetched as empty', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await injectCustomScript('https://cdn.example/custom.js');
    expect(injected()).toHaveLength(0);
  });

  it('treats a script answered with an error as empty', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 404 })));
    await injectCustomScript('/assets/custom.js');
    expect(injected()).toHaveLength(0);
  });

  it('fetches a script given by URL', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('window.acme = 7;')));
    await injectCustomScript('/assets/custom.js');
    expect(injected()[0]?.text).toContain('window.acme = 7;');
  });

  it('carries the host config nonce, so a strict script-src policy lets it run', async () => {
    await injectCustomScript('window.acme = 1;', 'bm9uY2Utb2YtdGhlLXBhZ2U=');
    expect(injected()[0]?.nonce).toBe('bm9uY2Utb2YtdGhlLXBhZ2U=');
  });

  it('ignores an empty script', async () => {
    await injectCustomScript('   ');
    await injectCustomScript(null);
    expect(injected()).toHaveLength(0);
  });
});
