// @ts-check
/**
 * The page configuration a network embeds in its host page, read by the bundle's loader.
 * `broken` and `unparsable` variants (host page ?config=...) let tests prove validation.
 */

export const HOST_CONFIG = {
  title: 'Publisher Platform',
  apiBase: '/publisher/api',
  defaultTimezone: 'Europe/Prague',
  brand: { primary: '#f97316' },
  additionalPages: [
    {
      '@id': '/publisher/api/additional_pages/1',
      menuTitle: 'Network rules',
      icon: 'book',
      placement: 3,
      pageTitle: 'Network rules',
      type: 1,
      html: '<h2>Rules</h2><p>Play fair.</p>',
    },
    {
      '@id': '/publisher/api/additional_pages/2',
      menuTitle: 'Status page',
      placement: 99,
      pageTitle: 'Status',
      type: 2,
      url: '/publisher-demo/status.html',
    },
  ],
};

/**
 * `?config=overrides`: the network's own words, colours and sections, and its page driving the
 * portal (`hostApi`: window.PublisherPlatform and the events). One text is not valid ICU and one
 * language is not the portal's, to show that they are reported and left out.
 */
export const OVERRIDES = {
  hostApi: true,
  messages: {
    en: {
      'shell.nav.offers': 'Campaigns',
      'shell.offers.title': 'Campaigns',
      'shell.nav.news': 'Announcements {broken',
      'auth.login.title': 'Partner sign-in',
    },
    ru: { 'shell.nav.offers': 'Кампании', 'shell.offers.title': 'Кампании' },
    fr: { 'shell.nav.offers': 'Campagnes' },
  },
  theme: {
    light: { background: '#f8fafc', foreground: '#0f172a', border: '#cbd5e1' },
    dark: { background: '#020617', surface: '#0f172a' },
    radius: '0.75rem',
    fontFamily: 'Georgia, serif',
  },
  features: { smartlinks: false, promoCodes: false, competitions: false },
};

/** Valid JSON, invalid configuration. */
export const BROKEN_CONFIG = { apiBase: 42, brand: { primary: 'not-a-colour' } };

/** Not JSON at all (truncated on purpose). */
export const UNPARSABLE_CONFIG_TEXT =
  '{"title": "Publisher Platform", "apiBase": "/publisher/api",';
