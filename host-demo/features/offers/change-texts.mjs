// @ts-check
/** The notification of a change to an offer's terms, in the publisher's language. */

/** @typedef {'payout' | 'countries' | 'devices' | 'restrictions' | 'holdPeriodDays'} TermField */

/** @typedef {{ sentence: string, fields: Record<TermField, string> }} Texts */

/** @type {Texts} */
const EN = {
  sentence: 'The terms of offer #{id} "{title}" changed: {field}.',
  fields: {
    payout: 'payout',
    countries: 'countries',
    devices: 'devices',
    restrictions: 'traffic restrictions',
    holdPeriodDays: 'hold period',
  },
};

/** @type {Record<string, Texts>} */
const TEXTS = {
  en: EN,
  ru: {
    sentence: 'Условия оффера #{id} «{title}» изменились: {field}.',
    fields: {
      payout: 'выплата',
      countries: 'страны',
      devices: 'устройства',
      restrictions: 'ограничения трафика',
      holdPeriodDays: 'холд',
    },
  },
  uk: {
    sentence: 'Умови офера #{id} «{title}» змінилися: {field}.',
    fields: {
      payout: 'виплата',
      countries: 'країни',
      devices: 'пристрої',
      restrictions: 'обмеження трафіку',
      holdPeriodDays: 'холд',
    },
  },
  zh: {
    sentence: '广告活动 #{id}「{title}」的条款已变更：{field}。',
    fields: {
      payout: '佣金',
      countries: '国家',
      devices: '设备',
      restrictions: '流量限制',
      holdPeriodDays: '保留期',
    },
  },
};

/**
 * @param {string} language  the publisher's; any other than the four reads English
 * @param {{ relativeId: number, title: string, field: TermField }} change
 */
export function termChangeNotice(language, { relativeId, title, field }) {
  const texts = TEXTS[language] ?? EN;
  return texts.sentence
    .replace('{id}', String(relativeId))
    .replace('{title}', title)
    .replace('{field}', texts.fields[field]);
}
