// @ts-check
import { insertRows } from '../../lib/db.mjs';

/** The network's extra registration fields (GET /publisher/api/register/fields). */

/**
 * @param {string} en
 * @param {string} ru
 * @param {string} uk
 * @param {string} zh
 */
const titles = (en, ru, uk, zh) =>
  JSON.stringify([
    { language: 'en', default: true, title: en },
    { language: 'ru', title: ru },
    { language: 'uk', title: uk },
    { language: 'zh', title: zh },
  ]);

const TRAFFIC_SOURCES = JSON.stringify([
  { value: 'seo', label: 'SEO' },
  { value: 'social', label: 'Social' },
  { value: 'email', label: 'Email' },
  { value: 'push', label: 'Push' },
  { value: 'native', label: 'Native' },
]);

/** @param {import('../../seed/index.mjs').SeedContext} ctx */
export async function seedCustomFields({ db }) {
  const none = { max_length: null, max_files: null, default_value: null, select_options: null };
  await insertRows(db, 'publisher_custom_fields', [
    {
      ...none,
      id: 1,
      type: 1,
      position: 1,
      required: true,
      multiple: false,
      max_length: 255,
      titles: titles('Website', 'Сайт', 'Сайт', '网站'),
    },
    {
      ...none,
      id: 2,
      type: 2,
      position: 2,
      required: false,
      multiple: true,
      select_options: TRAFFIC_SOURCES,
      titles: titles('Traffic sources', 'Источники трафика', 'Джерела трафіку', '流量来源'),
    },
    {
      ...none,
      id: 3,
      type: 3,
      position: 3,
      required: false,
      multiple: false,
      max_files: 1,
      titles: titles('Company logo', 'Логотип компании', 'Логотип компанії', '公司标志'),
    },
    {
      ...none,
      id: 4,
      type: 3,
      position: 4,
      required: false,
      multiple: true,
      max_files: 5,
      titles: titles(
        'ID documents',
        'Документы, удостоверяющие личность',
        'Документи, що посвідчують особу',
        '身份证明文件',
      ),
    },
  ]);
}
