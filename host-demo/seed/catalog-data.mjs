// @ts-check
/** Fixed lists of the catalogue: countries, promo channels, traffic types, targeting enums. */

/** How many countries, by popularCount, head every country picker as "Popular countries". */
export const POPULAR_COUNTRIES = 10;

/** [code, name, popularCount]: popularCount ranks the countries publishers pick most. */
export const COUNTRIES = /** @type {const} */ ([
  ['US', 'United States', 980],
  ['GB', 'United Kingdom', 720],
  ['DE', 'Germany', 690],
  ['FR', 'France', 610],
  ['CA', 'Canada', 560],
  ['AU', 'Australia', 520],
  ['BR', 'Brazil', 470],
  ['IN', 'India', 450],
  ['ES', 'Spain', 410],
  ['IT', 'Italy', 390],
  ['MX', 'Mexico', 300],
  ['NL', 'Netherlands', 280],
  ['PL', 'Poland', 240],
  ['CZ', 'Czechia', 200],
  ['UA', 'Ukraine', 190],
  ['JP', 'Japan', 180],
  ['KR', 'South Korea', 150],
  ['TR', 'Turkey', 140],
  ['ID', 'Indonesia', 130],
  ['TH', 'Thailand', 120],
  ['VN', 'Vietnam', 110],
  ['PH', 'Philippines', 100],
  ['ZA', 'South Africa', 90],
  ['NG', 'Nigeria', 80],
  ['AR', 'Argentina', 70],
  ['CL', 'Chile', 60],
  ['CO', 'Colombia', 55],
  ['PE', 'Peru', 40],
  ['SE', 'Sweden', 38],
  ['NO', 'Norway', 36],
  ['DK', 'Denmark', 34],
  ['FI', 'Finland', 32],
  ['AT', 'Austria', 30],
  ['CH', 'Switzerland', 28],
  ['BE', 'Belgium', 26],
  ['PT', 'Portugal', 24],
  ['IE', 'Ireland', 22],
  ['NZ', 'New Zealand', 20],
  ['SG', 'Singapore', 18],
  ['CN', 'China', 16],
  ['BY', 'Belarus', 5],
]);

export const PROMO_CHANNELS = /** @type {const} */ ([
  ['social', 'Social media'],
  ['search', 'Search (PPC)'],
  ['email', 'E-mail'],
  ['push', 'Push notifications'],
  ['native', 'Native ads'],
  ['display', 'Display / banners'],
  ['popunder', 'Popunder'],
  ['content', 'Content sites & SEO'],
  ['messenger', 'Messengers'],
  ['video', 'Video'],
]);

export const TRAFFIC_TYPES = /** @type {const} */ ([
  ['contextual', 'Contextual'],
  ['brand', 'Brand bidding'],
  ['incent', 'Incentivized'],
  ['adult', 'Adult'],
  ['cashback', 'Cashback'],
  ['toolbar', 'Toolbar'],
  ['sms', 'SMS'],
  ['teaser', 'Teaser'],
  ['doorway', 'Doorway'],
  ['motivated', 'Motivated'],
]);

export const CONNECTION_TYPES = ['Cable/DSL', 'Cellular', 'Corporate', 'Satellite'];
export const PLATFORMS = ['android', 'windows', 'mac', 'ios'];

/** Creative banner sizes (IAB). */
export const CREATIVE_SIZES = /** @type {const} */ ([
  [300, 250],
  [728, 90],
  [160, 600],
  [320, 50],
  [336, 280],
  [300, 600],
]);
