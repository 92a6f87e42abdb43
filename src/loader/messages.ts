/**
 * Texts of the loader's full-page messages (unsupported browser, storage disabled, unavailable).
 * They live here rather than in the message files because the loader shows them before anything
 * else can be loaded.
 * ES5 syntax on purpose (see browser-support.ts).
 */
/* eslint-disable no-var */
import type { Locale } from './locale';

/** Which full-page message to show. */
export type MessageKind = 'unsupported' | 'storage' | 'unavailable';

export interface MessageTexts {
  readonly title: string;
  /** Paragraph under the title; empty for none. */
  readonly text: string;
}

export interface LoaderTexts {
  readonly unsupported: MessageTexts;
  readonly storage: MessageTexts;
  readonly unavailable: MessageTexts;
  /** Label of the button that reloads the page (unavailable message). */
  readonly retry: string;
}

export interface UpgradeLink {
  readonly name: string;
  readonly href: string;
}

/** Shown with the unsupported-browser message; product names are not translated. */
export var UPGRADE_LINKS: readonly UpgradeLink[] = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Safari', href: 'https://support.apple.com/downloads/safari' },
];

export var MESSAGES: { readonly [L in Locale]: LoaderTexts } = {
  en: {
    unsupported: {
      title: 'Unfortunately your browser is not supported',
      text: 'Please upgrade to the latest stable version of your browser.',
    },
    storage: {
      title: 'Browser data storage is disabled',
      text: 'Local storage is blocked in your browser. Please enable it to continue.',
    },
    unavailable: { title: 'Please try again later', text: '' },
    retry: 'Try again',
  },
  ru: {
    unsupported: {
      title: 'К сожалению, ваш браузер не поддерживается',
      text: 'Пожалуйста, обновите браузер до последней стабильной версии.',
    },
    storage: {
      title: 'Хранение данных в браузере отключено',
      text: 'В вашем браузере заблокировано локальное хранилище. Включите его, чтобы продолжить.',
    },
    unavailable: { title: 'Пожалуйста, попробуйте позже', text: '' },
    retry: 'Попробовать снова',
  },
  uk: {
    unsupported: {
      title: 'На жаль, ваш браузер не підтримується',
      text: 'Будь ласка, оновіть браузер до останньої стабільної версії.',
    },
    storage: {
      title: 'Зберігання даних у браузері вимкнено',
      text: 'У вашому браузері заблоковано локальне сховище. Увімкніть його, щоб продовжити.',
    },
    unavailable: { title: 'Будь ласка, спробуйте пізніше', text: '' },
    retry: 'Спробувати знову',
  },
  zh: {
    unsupported: {
      title: '很抱歉，您的浏览器不受支持',
      text: '请将浏览器升级到最新的稳定版本。',
    },
    storage: {
      title: '浏览器数据存储已被禁用',
      text: '您的浏览器已阻止本地存储。请启用后继续。',
    },
    unavailable: { title: '请稍后再试', text: '' },
    retry: '重试',
  },
};
