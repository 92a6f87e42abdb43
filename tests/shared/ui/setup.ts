// Shared test setup of the UI kit: widget root, shared messages and the DOM APIs Radix expects.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { setWidgetRoot } from '../../../src/shared/dom/widget-root';
import { registerMessages } from '../../../src/shared/i18n';

export const widgetRoot = document.createElement('div');
widgetRoot.setAttribute('data-publisher-platform', '');
document.body.appendChild(widgetRoot);
setWidgetRoot(widgetRoot);

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

beforeAll(async () => {
  await registerMessages('shared', {
    en: () => import('../../../src/shared/messages/en.json'),
    ru: () => import('../../../src/shared/messages/ru.json'),
    uk: () => import('../../../src/shared/messages/uk.json'),
    zh: () => import('../../../src/shared/messages/zh.json'),
  });
});

afterEach(() => {
  cleanup();
});
