// The API's numeric enums: the values the contract gives, read by name.
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS,
  DEVICE_TARGET,
  ENABLED_FLAG,
  isEnabled,
  SMARTLINK_ACCESS_STATUS,
} from '../../../src/shared/api/enums';

describe('API enums', () => {
  it('hold the numbers of the contract', () => {
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

  it('count only the flag 1 as enabled', () => {
    expect(isEnabled(1)).toBe(true);
    for (const flag of [0, 2, null, undefined, '1']) expect(isEnabled(flag)).toBe(false);
  });
});
