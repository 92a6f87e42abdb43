import type { MessageLoaders } from '@publisher-platform/shared';

export const messages: MessageLoaders = {
  en: () => import('./en.json'),
  ru: () => import('./ru.json'),
  uk: () => import('./uk.json'),
  zh: () => import('./zh.json'),
};
