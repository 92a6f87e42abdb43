// @ts-check
import { currencyInfo, languageInfo, timezoneLabel } from '../../lib/catalog.mjs';

/** @typedef {import('../../lib/db.mjs').Row} Row */

const PROFILE_SQL = `
  SELECT p.*, c.network_id, c.custom_js, c.promo, c.timezone AS network_timezone,
         m.first_name AS manager_first_name, m.email AS manager_email, m.skype AS manager_skype,
         m.telegram AS manager_telegram, m.teams AS manager_teams,
         (SELECT count(*)::INTEGER FROM publishers r WHERE r.referrer_id = p.id) AS referrals
  FROM publishers p
  JOIN customers c ON c.id = p.customer_id
  LEFT JOIN managers m ON m.id = p.manager_id
  WHERE p.id = $1`;

/** @param {import('@duckdb/node-api').Json | undefined} value */
const str = (value) => (value === null || value === undefined ? null : String(value));

/** @param {Row} row */
function manager(row) {
  if (row.manager_id === null) return null;
  return {
    firstName: String(row.manager_first_name),
    contactDetails: {
      email: str(row.manager_email),
      skype: str(row.manager_skype),
      telegram: str(row.manager_telegram),
      teams: str(row.manager_teams),
    },
  };
}

/**
 * The Publisher resource as GET /publisher/api/publishers/current answers it.
 * @param {import('../../lib/db.mjs').Db} db
 * @param {number} id
 * @param {string} publicUrl  origin used to build the absolute referral link
 */
export async function loadPublisherProfile(db, id, publicUrl) {
  const row = await db.get(PROFILE_SQL, [id]);
  if (!row) return null;
  const timezone = String(row.timezone);
  const currency = currencyInfo(String(row.currency));
  const roles = Array.isArray(row.roles) ? row.roles.map(String) : [];
  const referrals = Number(row.referrals);
  const referrerLink = `${publicUrl}/publisher/register?ref=${row.referrer_token}`;
  return {
    '@context': '/publisher/api/contexts/Publisher',
    '@id': `/publisher/api/publishers/${id}`,
    '@type': 'Publisher',
    id,
    relativeId: Number(row.relative_id),
    username: String(row.username),
    email: String(row.email),
    customer: {
      networkId: Number(row.network_id),
      customJs: str(row.custom_js),
      promo: row.promo === true,
      roles,
      isLoaded: true,
    },
    timezone,
    timezoneInfo: { value: timezone, label: timezoneLabel(timezone) },
    networkTimezone: String(row.network_timezone),
    locale: String(row.locale),
    language: String(row.language),
    languageInfo: languageInfo(String(row.language)),
    balance: Number(row.balance),
    currency,
    currencySymbol: currency.symbol,
    manager: manager(row),
    phone: str(row.phone),
    dateOfBirth: str(row.date_of_birth),
    contactInfo: str(row.contact_info),
    temporaryEmail: str(row.temporary_email),
    hasReferrer: row.referrer_id !== null,
    referrerLink,
    referralsNumber: referrals,
    // Earnings per referral arrive with the referral report; until then zero.
    referrerStat: { referralsNumber: referrals, earned: 0 },
    disableUsername: row.disable_username === true,
    showCompetitions: row.show_competitions === true,
    showCompetitionsLabel: row.show_competitions_label === true,
    statusNew: row.status_new === true,
    settingsIsLoaded: true,
  };
}
