// Set-up of every vitest file (`setupFiles` in vitest.config.ts). In the jsdom environment: the
// DOM APIs Radix expects, every module's messages in English, and after each test the rendered
// trees unmounted, toasts dismissed and cookies cleared. Portals find the widget root through
// `getWidgetRoot()`, which creates it on first use. Node-environment files (build, contract)
// get nothing but the fingerprint stub.
import type * as TestingLibrary from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import type * as Notify from '../src/shared/notify';

// Test seam: no test computes a real device fingerprint (FingerprintJS in jsdom is slow and
// meaningless); auth calls send this fixed one. tests/parcels/auth/fingerprint.test.ts unmocks it.
vi.mock('../src/shared/fingerprint', () => ({
  getFingerprint: vi.fn(async () => 'fp-test'),
}));

if (typeof document !== 'undefined') {
  // jsdom lacks these; Radix Select/Popper call them.
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

  let testingLibrary: typeof TestingLibrary;
  let notify: typeof Notify;

  beforeAll(async () => {
    [testingLibrary, notify] = await Promise.all([
      import('@testing-library/react'),
      import('../src/shared/notify'),
    ]);
    // findBy/waitFor give up after 1 s by default: too short when the machine runs the e2e suite
    // or a build alongside.
    testingLibrary.configure({ asyncUtilTimeout: 5000 });
    const { registerMessages, setLocale } = await import('../src/shared/i18n');
    const modules = await Promise.all([
      import('../src/shared/messages').then((m) => ['shared', m.sharedMessages] as const),
      import('../src/shared/kit/messages').then((m) => ['shared.kit', m.kitMessages] as const),
      import('../src/parcels/auth/messages').then((m) => ['auth', m.messages] as const),
      import('../src/parcels/shell/messages').then((m) => ['shell', m.messages] as const),
      import('../src/parcels/reports/messages').then((m) => ['reports', m.messages] as const),
      import('../src/parcels/finance/messages').then((m) => ['finance', m.messages] as const),
      import('../src/parcels/support/messages').then((m) => ['support', m.messages] as const),
    ]);
    await Promise.all(modules.map(([name, loaders]) => registerMessages(name, loaders)));
    await setLocale('en', { persist: false });
  });

  afterEach(() => {
    testingLibrary.cleanup();
    notify.getToasts().forEach((toast) => notify.dismissToast(toast.id));
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
  });
}
