// The tracking link as the publisher copies it: on the network's domain, or on their own.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRACKING_VALUES,
  buildTrackingUrl,
} from '../../../src/parcels/shell/features/tracking/lib/tracking-url';

const BASE = 'http://127.0.0.1:4700/click/AbC123';

describe('buildTrackingUrl', () => {
  it("keeps the network's link as it is on the network's domain", () => {
    expect(
      buildTrackingUrl({
        baseUrl: BASE,
        domain: null,
        landingId: 3,
        values: EMPTY_TRACKING_VALUES,
      }),
    ).toBe('http://127.0.0.1:4700/click/AbC123?lp=3');
  });

  it("puts the path on the publisher's domain over https, without the network's port", () => {
    expect(
      buildTrackingUrl({
        baseUrl: BASE,
        domain: 'track.demo-publisher.com',
        landingId: null,
        values: { ...EMPTY_TRACKING_VALUES, track: 'a1', sub2: 'bad value' },
      }),
    ).toBe('https://track.demo-publisher.com/click/AbC123?track=a1');
    expect(
      buildTrackingUrl({
        baseUrl: 'https://net.example:8443/click/X',
        domain: 'go.example.com',
        landingId: 1,
        values: EMPTY_TRACKING_VALUES,
      }),
    ).toBe('https://go.example.com/click/X?lp=1');
  });
});
