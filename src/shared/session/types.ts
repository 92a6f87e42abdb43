// The signed-in publisher (spec §3 user profile) as GET /publisher/api/publishers/current
// answers it. Every parcel reads it through the session store.
export interface ManagerContacts {
  email: string | null;
  skype: string | null;
  telegram: string | null;
  teams: string | null;
}

export interface SessionProfile {
  '@id': string;
  id: number;
  relativeId: number;
  username: string;
  email: string;
  customer: {
    networkId: number | string;
    customJs: string | null;
    promo: boolean;
    roles: string[];
    isLoaded: boolean;
  };
  timezone: string;
  timezoneInfo: { value: string; label: string };
  networkTimezone: string;
  locale: string;
  language: string;
  languageInfo: { icon: string; value: string; label: string };
  balance: number;
  currency: { name: string; symbol: string };
  currencySymbol: string;
  manager: { firstName: string; contactDetails: ManagerContacts } | null;
  phone: string | null;
  contactInfo: string | null;
  dateOfBirth: string | null;
  temporaryEmail: string | null;
  hasReferrer: boolean;
  referrerLink: string | null;
  referralsNumber: number | null;
  referrerStat: unknown;
  disableUsername: boolean;
  showCompetitions: boolean;
  showCompetitionsLabel: boolean;
  statusNew: boolean;
  settingsIsLoaded: boolean;
}
