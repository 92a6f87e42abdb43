// Offer and smartlink statuses: the numbers the API sends, their label, dot and action.
import { describe, expect, it } from 'vitest';
import {
  LISTING_STATUSES,
  offerAction,
  offerStatusLook,
} from '../../../src/parcels/shell/features/offers/lib/status';
import {
  SMARTLINK_STATUSES,
  smartlinkAction,
  smartlinkLook,
} from '../../../src/parcels/shell/features/smartlinks/lib/smartlink-status';

const smartlink = { status: 4, disabled: false, enabled: 1, archived: false };

describe('offer listing status', () => {
  it('lists the filter statuses in the drawer order', () => {
    expect(LISTING_STATUSES).toEqual([10, 3, 1, 5, 4, 2, 0, -1]);
  });

  it('labels a status, an unknown one as archived and a disabled offer as disabled', () => {
    expect(offerStatusLook(10, false)).toEqual({
      label: 'shell.offers.status.available',
      tone: 'active',
    });
    expect(offerStatusLook(2, false).tone).toBe('inReview');
    expect(offerStatusLook(7, false).label).toBe('shell.offers.status.archived');
    expect(offerStatusLook(1, true).label).toBe('shell.offers.status.disabled');
  });

  it('launches an available offer and requests one on request', () => {
    expect(offerAction(10, false)).toBe('launch');
    expect(offerAction(3, false)).toBe('request');
    expect(offerAction(10, true)).toBeNull();
    expect(offerAction(1, false)).toBeNull();
  });
});

describe('smartlink access status', () => {
  it('lists the filter statuses in the drawer order', () => {
    expect(SMARTLINK_STATUSES).toEqual([4, 0, 1, 5, 3, 2]);
  });

  it('shows a disabled smartlink or vertical as declined, an archived one as archived', () => {
    expect(smartlinkLook(smartlink).label).toBe('shell.smartlinks.status.launch');
    expect(smartlinkLook({ ...smartlink, status: 2 }).label).toBe(
      'shell.smartlinks.status.suspended',
    );
    expect(smartlinkLook({ ...smartlink, enabled: 0 }).label).toBe(
      'shell.smartlinks.status.declined',
    );
    expect(smartlinkLook({ ...smartlink, disabled: true }).tone).toBe('declined');
    expect(smartlinkLook({ ...smartlink, archived: true }).tone).toBe('archived');
  });

  it('launches status 4, requests status 5, and nothing else', () => {
    expect(smartlinkAction(smartlink)).toBe('launch');
    expect(smartlinkAction({ ...smartlink, status: 5 })).toBe('request');
    expect(smartlinkAction({ ...smartlink, status: 1 })).toBeNull();
    expect(smartlinkAction({ ...smartlink, enabled: 0 })).toBeNull();
  });
});
