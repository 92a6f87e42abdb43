// Shared set-up of the auth parcel tests: widget root, shared and auth messages, the DOM APIs
// Radix expects, a fixed fingerprint and a clean notification list per test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { setWidgetRoot } from '../../../src/shared/dom/widget-root';
import { registerMessages, setLocale } from '../../../src/shared/i18n';
import { dismissToast, getToasts } from '../../../src/shared/notify';
import { messages } from '../../../src/parcels/auth/messages';
import { sharedMessages } from '../../../src/shared/messages';

vi.mock('../../../src/shared/fingerprint', () => ({
  getFingerprint: vi.fn(async () => 'fp-test'),
}));

export const widgetRoot = document.createElement('div');
widgetRoot.setAttribute('data-publisher-platform', '');
document.body.appendChild(widgetRoot);
setWidgetRoot(widgetRoot);

const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => undefined;
proto.releasePointerCapture ??= () => undefined;
proto.scrollIntoView ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

beforeAll(async () => {
  await registerMessages('shared', sharedMessages);
  await registerMessages('auth', messages);
  await setLocale('en', { persist: false });
});

afterEach(() => {
  cleanup();
  getToasts().forEach((toast) => dismissToast(toast.id));
  document.cookie = 'publisher_registration_limit=; max-age=0; path=/';
});

export const toastTexts = () => getToasts().map((toast) => toast.text);
