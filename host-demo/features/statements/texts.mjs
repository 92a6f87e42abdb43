// @ts-check
/** The statement's words in the portal's four languages, and the language a request asks for. */

export const STATEMENT_LANGUAGES = /** @type {const} */ (['en', 'ru', 'uk', 'zh']);
/** @typedef {(typeof STATEMENT_LANGUAGES)[number]} Language */

const en = {
  title: 'Payment statement',
  network: 'Network',
  publisher: 'Publisher',
  period: 'Period',
  method: 'Payment method',
  account: 'Account',
  status: 'Status',
  date: 'Date',
  byOffer: 'Approved conversions by offer',
  offer: 'Offer',
  noOffer: 'Without an offer',
  conversions: 'Conversions',
  payout: 'Payout',
  promo: 'Promo credits',
  none: 'None',
  earnings: 'Approved conversions',
  adjustment: 'Balance carried over',
  total: 'Payment amount',
  commission: 'Commission',
  net: 'To the account',
  statuses: { paid: 'Paid', pending: 'Pending', declined: 'Declined' },
};

/** @type {Record<Language, typeof en>} */
export const TEXTS = {
  en,
  ru: {
    title: 'Выписка по выплате',
    network: 'Сеть',
    publisher: 'Вебмастер',
    period: 'Период',
    method: 'Способ выплаты',
    account: 'Счёт',
    status: 'Статус',
    date: 'Дата',
    byOffer: 'Подтверждённые конверсии по офферам',
    offer: 'Оффер',
    noOffer: 'Без оффера',
    conversions: 'Конверсии',
    payout: 'Выплата',
    promo: 'Промо-начисления',
    none: 'Нет',
    earnings: 'Подтверждённые конверсии',
    adjustment: 'Перенос остатка баланса',
    total: 'Сумма выплаты',
    commission: 'Комиссия',
    net: 'На счёт',
    statuses: { paid: 'Выплачено', pending: 'В обработке', declined: 'Отклонено' },
  },
  uk: {
    title: 'Виписка за виплатою',
    network: 'Мережа',
    publisher: 'Вебмайстер',
    period: 'Період',
    method: 'Спосіб виплати',
    account: 'Рахунок',
    status: 'Статус',
    date: 'Дата',
    byOffer: 'Підтверджені конверсії за оферами',
    offer: 'Офер',
    noOffer: 'Без офера',
    conversions: 'Конверсії',
    payout: 'Виплата',
    promo: 'Промо-нарахування',
    none: 'Немає',
    earnings: 'Підтверджені конверсії',
    adjustment: 'Перенесення залишку балансу',
    total: 'Сума виплати',
    commission: 'Комісія',
    net: 'На рахунок',
    statuses: { paid: 'Виплачено', pending: 'В обробці', declined: 'Відхилено' },
  },
  zh: {
    title: '付款对账单',
    network: '联盟网络',
    publisher: '发布商',
    period: '结算周期',
    method: '付款方式',
    account: '账户',
    status: '状态',
    date: '日期',
    byOffer: '按优惠活动统计的已批准转化',
    offer: '优惠活动',
    noOffer: '无优惠活动',
    conversions: '转化数',
    payout: '佣金',
    promo: '促销入账',
    none: '无',
    earnings: '已批准转化',
    adjustment: '结转余额',
    total: '付款金额',
    commission: '手续费',
    net: '实际到账',
    statuses: { paid: '已付款', pending: '处理中', declined: '已拒绝' },
  },
};

/** @typedef {typeof en} Texts */

/**
 * `?language=` as the portal sends its UI language; else the publisher's profile language; else en.
 * @param {unknown} asked
 * @param {unknown} profile
 * @returns {Language}
 */
export function statementLanguage(asked, profile) {
  const known = /** @type {readonly unknown[]} */ (STATEMENT_LANGUAGES);
  if (known.includes(asked)) return /** @type {Language} */ (asked);
  return known.includes(profile) ? /** @type {Language} */ (profile) : 'en';
}
