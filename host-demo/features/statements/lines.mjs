// @ts-check
/** A statement as labelled lines in one language: what both the PDF and the CSV write. */
import { TEXTS } from './texts.mjs';

/** @typedef {import('./statement.mjs').Statement} Statement */
/** @typedef {import('./texts.mjs').Language} Language */
/**
 * `code` names the line for a program reading the CSV; `label` and `text` are for people.
 * @typedef {{ code: string, label: string, text: string, count?: number, cents?: number }} Line
 */

const LOCALES = { en: 'en-US', ru: 'ru-RU', uk: 'uk-UA', zh: 'zh-CN' };

/**
 * @param {Statement} statement
 * @param {Language} language
 */
export function statementLines(statement, language) {
  const t = TEXTS[language];
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: statement.currency });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: statement.publisher.timeZone,
  });
  const { publisher, period } = statement;
  /** @type {Line[]} */
  const head = [
    { code: 'network', label: t.network, text: statement.network },
    { code: 'publisher', label: t.publisher, text: `${publisher.username} (ID ${publisher.id})` },
    { code: 'period', label: t.period, text: `${period.from} – ${period.to}` },
    { code: 'method', label: t.method, text: statement.method },
    { code: 'account', label: t.account, text: statement.account },
    { code: 'status', label: t.status, text: t.statuses[statement.status] },
    { code: 'date', label: t.date, text: date.format(new Date(statement.createdAt)) },
  ];
  /** @type {Line[]} */
  const offers = statement.offers.map((row) => ({
    code: 'offer',
    label: row.offerId === null ? t.noOffer : `#${row.offerId} ${row.title ?? ''}`.trim(),
    text: String(row.offerId ?? ''),
    count: row.conversions,
    cents: row.cents,
  }));
  /** @type {Line[]} */
  const promo = statement.promo.map((row) => ({
    code: 'promo',
    label: row.code,
    text: '',
    cents: row.cents,
  }));
  /** @type {Line[]} */
  const totals = [
    {
      code: 'earnings',
      label: t.earnings,
      text: '',
      count: statement.conversions,
      cents: statement.earningsCents,
    },
    { code: 'promo_total', label: t.promo, text: '', cents: statement.promoCents },
    { code: 'carried_over', label: t.adjustment, text: '', cents: statement.carriedCents },
    { code: 'amount', label: t.total, text: '', cents: statement.amountCents },
    { code: 'commission', label: t.commission, text: '', cents: statement.commissionCents },
    { code: 'net', label: t.net, text: '', cents: statement.netCents },
  ];
  return {
    t,
    head,
    offers,
    promo,
    totals,
    money: (/** @type {number} */ cents) => money.format(cents / 100),
    count: (/** @type {number} */ n) => new Intl.NumberFormat(locale).format(n),
  };
}
