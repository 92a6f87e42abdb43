// @ts-check
/**
 * The notification of a claim's answer, worded in the publisher's language: notifications are
 * texts the network writes (the portal shows them as they are), so the network translates them.
 */
const WORDS = {
  en: {
    click: (/** @type {string} */ id) => `click ${id}`,
    conversion: (/** @type {string} */ id) => `conversion ${id}`,
    accepted: 'accepted',
    rejected: 'rejected',
    line: (/** @type {string} */ subject, /** @type {string} */ status) =>
      `Your claim for ${subject} was ${status}`,
  },
  ru: {
    click: (/** @type {string} */ id) => `клику ${id}`,
    conversion: (/** @type {string} */ id) => `конверсии ${id}`,
    accepted: 'принята',
    rejected: 'отклонена',
    line: (/** @type {string} */ subject, /** @type {string} */ status) =>
      `Ваша претензия по ${subject} ${status}`,
  },
  uk: {
    click: (/** @type {string} */ id) => `кліку ${id}`,
    conversion: (/** @type {string} */ id) => `конверсії ${id}`,
    accepted: 'прийнята',
    rejected: 'відхилена',
    line: (/** @type {string} */ subject, /** @type {string} */ status) =>
      `Ваша претензія щодо ${subject} ${status}`,
  },
  zh: {
    click: (/** @type {string} */ id) => `点击 ${id}`,
    conversion: (/** @type {string} */ id) => `转化 ${id}`,
    accepted: '已被接受',
    rejected: '已被拒绝',
    line: (/** @type {string} */ subject, /** @type {string} */ status) =>
      `您对${subject}的申诉${status}`,
  },
};

/**
 * @param {{ locale: string, clickId: unknown, transactionId: unknown,
 *   status: 'accepted' | 'rejected', answer: string }} claim
 */
export function claimNotice({ locale, clickId, transactionId, status, answer }) {
  const words = WORDS[/** @type {keyof typeof WORDS} */ (locale)] ?? WORDS.en;
  const subject =
    clickId === null ? words.conversion(String(transactionId)) : words.click(String(clickId));
  return `${words.line(subject, words[status])}${answer ? `: ${answer}` : ''}`;
}
