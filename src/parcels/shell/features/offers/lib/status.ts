import type { Status } from '@publisher-platform/shared';

/** Campaign (listing) statuses: what the publisher may do with an offer. */
export const LISTING = {
  archived: -1,
  declined: 0,
  live: 1,
  inReview: 2,
  onRequest: 3,
  requested: 4,
  test: 5,
  available: 10,
} as const;
export type ListingStatus = (typeof LISTING)[keyof typeof LISTING];
export const LISTING_STATUSES = [10, 3, 1, 5, 4, 2, 0, -1] as const satisfies ListingStatus[];

const LOOK: Record<ListingStatus, { label: string; tone: Status }> = {
  [-1]: { label: 'shell.offers.status.archived', tone: 'archived' },
  0: { label: 'shell.offers.status.declined', tone: 'declined' },
  1: { label: 'shell.offers.status.live', tone: 'active' },
  2: { label: 'shell.offers.status.inReview', tone: 'inReview' },
  3: { label: 'shell.offers.status.onRequest', tone: 'pending' },
  4: { label: 'shell.offers.status.requested', tone: 'pending' },
  5: { label: 'shell.offers.status.test', tone: 'test' },
  10: { label: 'shell.offers.status.available', tone: 'active' },
};

/** The label id and dot colour of a status; a disabled offer shows as disabled whatever it is. */
export function offerStatusLook(
  status: number,
  disabled: boolean,
): { label: string; tone: Status } {
  if (disabled) return { label: 'shell.offers.status.disabled', tone: 'declined' };
  return LOOK[status as ListingStatus] ?? LOOK[-1];
}

export type OfferAction = 'launch' | 'request' | null;

/** Launch for available offers, Request for those on request; nothing for disabled ones. */
export const offerAction = (status: number, disabled: boolean): OfferAction =>
  disabled
    ? null
    : status === LISTING.available
      ? 'launch'
      : status === LISTING.onRequest
        ? 'request'
        : null;
