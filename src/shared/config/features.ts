// Sections the network offers. The host switches one off in its config (`features`); the profile
// a publisher gets is narrowed to what the network offers, so everything the profile already
// gates (the Smartlink role, the promo flag, the competition flags) follows without more checks.
import type { SessionProfile } from '../session/types';
import { getConfig } from './index';
import type { Feature } from './host-config';

/** False when the host switched the section off. */
export const isFeatureOn = (feature: Feature): boolean => getConfig().features?.[feature] !== false;

const SMARTLINKS_ROLE = 'ROLE_SMARTLINKS';

/** The publisher's profile without the sections the network does not offer. */
export function offeredProfile(profile: SessionProfile): SessionProfile {
  const smartlinks = isFeatureOn('smartlinks');
  const promo = isFeatureOn('promoCodes');
  const competitions = isFeatureOn('competitions');
  if (smartlinks && promo && competitions) return profile;
  const { customer } = profile;
  return {
    ...profile,
    customer: {
      ...customer,
      roles: smartlinks ? customer.roles : customer.roles.filter((r) => r !== SMARTLINKS_ROLE),
      promo: promo && customer.promo,
    },
    showCompetitions: competitions && profile.showCompetitions,
    showCompetitionsLabel: competitions && profile.showCompetitionsLabel,
  };
}
