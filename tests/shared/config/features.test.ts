// Sections the host switched off: the profile every parcel reads is narrowed to what the network
// offers (the Smartlink role, the promo flag and the competition flags), the rest stays.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, setConfig } from '../../../src/shared/config';
import { isFeatureOn, offeredProfile } from '../../../src/shared/config/features';
import type { SessionProfile } from '../../../src/shared/session';

const profile = {
  id: 1,
  customer: { roles: ['ROLE_SMARTLINKS', 'ROLE_BANNER'], promo: true },
  showCompetitions: true,
  showCompetitionsLabel: true,
} as unknown as SessionProfile;

afterEach(() => setConfig(DEFAULT_CONFIG));

describe('offeredProfile', () => {
  it('is the same profile when the host switched nothing off', () => {
    expect(isFeatureOn('smartlinks')).toBe(true);
    expect(offeredProfile(profile)).toBe(profile);
    setConfig({ ...DEFAULT_CONFIG, features: { smartlinks: true } });
    expect(offeredProfile(profile)).toBe(profile);
  });

  it('takes away what each switched-off section grants', () => {
    setConfig({ ...DEFAULT_CONFIG, features: { smartlinks: false } });
    expect(offeredProfile(profile).customer.roles).toEqual(['ROLE_BANNER']);
    expect(offeredProfile(profile).customer.promo).toBe(true);

    setConfig({ ...DEFAULT_CONFIG, features: { promoCodes: false, competitions: false } });
    const offered = offeredProfile(profile);
    expect(offered.customer).toEqual({ roles: ['ROLE_SMARTLINKS', 'ROLE_BANNER'], promo: false });
    expect(offered.showCompetitions).toBe(false);
    expect(offered.showCompetitionsLabel).toBe(false);
    expect(profile.customer.promo).toBe(true);
  });
});
