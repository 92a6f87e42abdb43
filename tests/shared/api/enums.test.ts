// The API's numeric enums: the values the spec gives, read by name.
import { describe, expect, it } from 'vitest';
import {
  ACCESS_STATUS,
  AVAILABILITY,
  CAMPAIGN_STATUS,
  DEVICE_TARGET,
  ENABLED_FLAG,
  ENTITY_STATUS,
  enumName,
  isEnabled,
  OFFER_STATUS,
  SMARTLINK_ACCESS_STATUS,
} from '../../../src/shared/api/enums';

describe('API enums', () => {
  it('hold the numbers of the contract', () => {
    expect(ENTITY_STATUS).toEqual({ disabled: 0, active: 1, new: 3, draft: 5 });
    expect(ACCESS_STATUS).toEqual({ disabled: 0, active: 1, onRequest: 2, declined: 4 });
    expect(AVAILABILITY).toEqual({ disabled: 0, available: 1, onRequest: 2 });
    expect(ENABLED_FLAG).toEqual({ disabled: 0, active: 1 });
    expect(CAMPAIGN_STATUS).toEqual({
      archived: -1,
      declined: 0,
      live: 1,
      inReview: 2,
      onRequest: 3,
      requested: 4,
      test: 5,
      available: 10,
    });
    expect(OFFER_STATUS).toEqual({
      disabled: -1,
      pending: 0,
      active: 1,
      inReview: 2,
      archived: 3,
      declined: 4,
      test: 5,
    });
    expect(SMARTLINK_ACCESS_STATUS).toEqual({
      declined: 0,
      active: 1,
      suspended: 2,
      requested: 3,
      launch: 4,
      onRequest: 5,
    });
    expect(DEVICE_TARGET).toEqual({ all: 0, desktop: 1, mobile: 2 });
  });

  it('name a value, and nothing for an unknown one', () => {
    expect(enumName(ENTITY_STATUS, 3)).toBe('new');
    expect(enumName(ENTITY_STATUS, 5)).toBe('draft');
    expect(enumName(ACCESS_STATUS, 4)).toBe('declined');
    expect(enumName(AVAILABILITY, 2)).toBe('onRequest');
    expect(enumName(ENTITY_STATUS, 2)).toBeUndefined();
    expect(enumName(ENTITY_STATUS, '1')).toBeUndefined();
  });

  it('count only the flag 1 as enabled', () => {
    expect(isEnabled(1)).toBe(true);
    for (const flag of [0, 2, null, undefined, '1']) expect(isEnabled(flag)).toBe(false);
  });
});
