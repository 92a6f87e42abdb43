// @ts-check
import { insertRows } from '../../lib/db.mjs';

/** The FAQ in the portal's four languages: categories, then questions with rich HTML answers. */

/** @typedef {{ en: string, ru: string, uk: string, zh: string }} Texts */

/** @type {Texts[]} */
const CATEGORIES = [
  { en: 'Getting started', ru: 'Начало работы', uk: 'Початок роботи', zh: '入门' },
  { en: 'Payments', ru: 'Выплаты', uk: 'Виплати', zh: '付款' },
  { en: 'Tracking', ru: 'Трекинг', uk: 'Трекінг', zh: '跟踪' },
];

/** @type {{ category: number, q: Texts, a: Texts }[]} */
const FAQS = [
  {
    category: 1,
    q: {
      en: 'How do I activate my account?',
      ru: 'Как активировать аккаунт?',
      uk: 'Як активувати акаунт?',
      zh: '如何激活我的账户？',
    },
    a: {
      en: '<p>New accounts start in <strong>demo mode</strong>. Open the Support page and send an activation request: your manager checks your traffic sources and activates the account, usually within one working day.</p>',
      ru: '<p>Новые аккаунты начинают в <strong>демо-режиме</strong>. Откройте страницу «Поддержка» и отправьте запрос на активацию: менеджер проверит источники трафика и активирует аккаунт, обычно в течение рабочего дня.</p>',
      uk: '<p>Нові акаунти починають у <strong>демо-режимі</strong>. Відкрийте сторінку «Підтримка» й надішліть запит на активацію: менеджер перевірить джерела трафіку й активує акаунт, зазвичай протягом робочого дня.</p>',
      zh: '<p>新账户以<strong>演示模式</strong>开始。打开“支持”页面并发送激活请求：您的经理会检查您的流量来源并激活账户，通常在一个工作日内完成。</p>',
    },
  },
  {
    category: 1,
    q: {
      en: 'What is a smartlink?',
      ru: 'Что такое смартлинк?',
      uk: 'Що таке смартлінк?',
      zh: '什么是智能链接？',
    },
    a: {
      en: "<p>A smartlink is one link that picks a relevant offer for each visitor from the visitor's technical data:</p><ul><li>country and language;</li><li>device and operating system;</li><li>connection type.</li></ul>",
      ru: '<p>Смартлинк — это одна ссылка, которая подбирает подходящий оффер для каждого посетителя по его техническим данным:</p><ul><li>страна и язык;</li><li>устройство и операционная система;</li><li>тип подключения.</li></ul>',
      uk: '<p>Смартлінк — це одне посилання, яке підбирає відповідний офер для кожного відвідувача за його технічними даними:</p><ul><li>країна та мова;</li><li>пристрій і операційна система;</li><li>тип підключення.</li></ul>',
      zh: '<p>智能链接是一个链接，它根据每位访客的技术数据为其挑选相关的优惠：</p><ul><li>国家和语言；</li><li>设备和操作系统；</li><li>连接类型。</li></ul>',
    },
  },
  {
    category: 1,
    q: {
      en: 'Which traffic sources are allowed?',
      ru: 'Какие источники трафика разрешены?',
      uk: 'Які джерела трафіку дозволені?',
      zh: '允许哪些流量来源？',
    },
    a: {
      en: '<p>Each offer lists its allowed sources in its restrictions. Incentivised, adult and brand-bidding traffic are <em>forbidden</em> unless the offer says otherwise.</p>',
      ru: '<p>У каждого оффера разрешённые источники указаны в ограничениях. Мотивированный, адалт- и брендовый трафик <em>запрещены</em>, если в оффере не сказано иное.</p>',
      uk: '<p>У кожного офера дозволені джерела вказано в обмеженнях. Мотивований, адалт- і брендовий трафік <em>заборонені</em>, якщо в офері не сказано інше.</p>',
      zh: '<p>每个优惠的限制中列出了允许的来源。除非优惠另有说明，否则激励流量、成人流量和品牌竞价流量均<em>被禁止</em>。</p>',
    },
  },
  {
    category: 2,
    q: {
      en: 'When are payments sent?',
      ru: 'Когда отправляются выплаты?',
      uk: 'Коли надсилаються виплати?',
      zh: '付款何时发送？',
    },
    a: {
      en: '<p>Payments are sent <strong>weekly</strong>, on Tuesdays, for the balance confirmed up to the previous Sunday, once it reaches the minimal payment amount of your payment method.</p>',
      ru: '<p>Выплаты отправляются <strong>еженедельно</strong>, по вторникам, за баланс, подтверждённый до предыдущего воскресенья, если он достиг минимальной суммы выплаты вашего метода.</p>',
      uk: '<p>Виплати надсилаються <strong>щотижня</strong>, у вівторок, за баланс, підтверджений до попередньої неділі, якщо він досяг мінімальної суми виплати вашого методу.</p>',
      zh: '<p>付款<strong>每周</strong>二发送，金额为截至上周日已确认的余额，前提是达到您的付款方式的最低付款金额。</p>',
    },
  },
  {
    category: 2,
    q: {
      en: 'Which payment methods are available?',
      ru: 'Какие способы выплат доступны?',
      uk: 'Які способи виплат доступні?',
      zh: '有哪些付款方式？',
    },
    a: {
      en: '<table><thead><tr><th>Method</th><th>Minimum</th></tr></thead><tbody><tr><td>Paxum</td><td>$50</td></tr><tr><td>USDT (TRC20)</td><td>$50</td></tr><tr><td>Wire transfer</td><td>$500</td></tr></tbody></table>',
      ru: '<table><thead><tr><th>Способ</th><th>Минимум</th></tr></thead><tbody><tr><td>Paxum</td><td>$50</td></tr><tr><td>USDT (TRC20)</td><td>$50</td></tr><tr><td>Банковский перевод</td><td>$500</td></tr></tbody></table>',
      uk: '<table><thead><tr><th>Спосіб</th><th>Мінімум</th></tr></thead><tbody><tr><td>Paxum</td><td>$50</td></tr><tr><td>USDT (TRC20)</td><td>$50</td></tr><tr><td>Банківський переказ</td><td>$500</td></tr></tbody></table>',
      zh: '<table><thead><tr><th>方式</th><th>最低金额</th></tr></thead><tbody><tr><td>Paxum</td><td>$50</td></tr><tr><td>USDT (TRC20)</td><td>$50</td></tr><tr><td>电汇</td><td>$500</td></tr></tbody></table>',
    },
  },
  {
    category: 3,
    q: {
      en: 'How do I set up a postback?',
      ru: 'Как настроить постбэк?',
      uk: 'Як налаштувати постбек?',
      zh: '如何设置回传？',
    },
    a: {
      en: "<p>Add your postback URL on the smartlink's or offer's <strong>Postback</strong> tab and use macros such as <code>{transaction_id}</code>, <code>{sum}</code> and <code>{track}</code>. Use <em>Test</em> to send a sample conversion.</p>",
      ru: '<p>Добавьте URL постбэка на вкладке <strong>Постбэк</strong> смартлинка или оффера и используйте макросы, например <code>{transaction_id}</code>, <code>{sum}</code> и <code>{track}</code>. Кнопка <em>Тест</em> отправит пробную конверсию.</p>',
      uk: '<p>Додайте URL постбеку на вкладці <strong>Постбек</strong> смартлінка або офера й використовуйте макроси, наприклад <code>{transaction_id}</code>, <code>{sum}</code> і <code>{track}</code>. Кнопка <em>Тест</em> надішле пробну конверсію.</p>',
      zh: '<p>在智能链接或优惠的<strong>回传</strong>选项卡中添加您的回传 URL，并使用 <code>{transaction_id}</code>、<code>{sum}</code> 和 <code>{track}</code> 等宏。使用<em>测试</em>发送示例转化。</p>',
    },
  },
  {
    category: 3,
    q: {
      en: 'Why do my clicks and conversions differ from my tracker?',
      ru: 'Почему клики и конверсии отличаются от моего трекера?',
      uk: 'Чому кліки й конверсії відрізняються від мого трекера?',
      zh: '为什么我的点击和转化与我的跟踪器不同？',
    },
    a: {
      en: '<p>Reports use your time zone; check that your tracker uses the same one. Bots and duplicate clicks are filtered out before they are counted.</p>',
      ru: '<p>Отчёты используют ваш часовой пояс — проверьте, что трекер использует тот же. Боты и повторные клики отфильтровываются до подсчёта.</p>',
      uk: '<p>Звіти використовують ваш часовий пояс — перевірте, що трекер використовує той самий. Боти й повторні кліки відфільтровуються до підрахунку.</p>',
      zh: '<p>报告使用您的时区；请检查您的跟踪器是否使用相同的时区。机器人和重复点击在计数前会被过滤掉。</p>',
    },
  },
];

/** @param {Pick<import('../../lib/db.mjs').Db, 'run'>} db */
export async function seedFaqs(db) {
  await insertRows(
    db,
    'faq_categories',
    CATEGORIES.map((titles, index) => ({
      id: index + 1,
      position: index + 1,
      titles: JSON.stringify(titles),
    })),
  );
  await insertRows(
    db,
    'faqs',
    FAQS.map(({ category, q, a }, index) => ({
      id: index + 1,
      category_id: category,
      position: index + 1,
      questions: JSON.stringify(q),
      answers: JSON.stringify(a),
    })),
  );
}
