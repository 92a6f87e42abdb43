// The texts of the kit only signed-in pages use (tables, date ranges, filters, exports, QR
// codes…): a catalogue of its own, so the login page downloads only the texts it shows.
import type { MessageLoaders } from '../../i18n';

export const kitMessages: MessageLoaders = {
  en: () => import('./en.json'),
  ru: () => import('./ru.json'),
  uk: () => import('./uk.json'),
  zh: () => import('./zh.json'),
};
