import type { MessageLoaders } from '../i18n';

export const sharedMessages: MessageLoaders = {
  en: () => import('./en.json'),
  ru: () => import('./ru.json'),
  uk: () => import('./uk.json'),
  zh: () => import('./zh.json'),
};
