import { CAMPAIGN_STATUS, type EnumValue, type Status } from '@publisher-platform/shared';

const LISTING = CAMPAIGN_STATUS;
export type ListingStatus = EnumValue<typeof CAMPAIGN_STATUS>;
/** The filter's statuses, in the order the drawer lists them. */
export const LISTING_STATUSES = [
  LISTING.available,
  LISTING.onRequest,
  LISTING.live,
  LISTING.test,
  LISTING.requested,
  LISTING.inReview,
  LISTING.declined,
  LISTING.archived,
] as const satisfies ListingStatus[];

const LOOK: Record<ListingStatus, { label: string; tone: Status }> = {
  [LISTING.archived]: { label: 'shell.offers.status.archived', tone: 'archived' },
  [LISTING.declined]: { label: 'shell.offers.status.declined', tone: 'declined' },
  [LISTING.live]: { label: 'shell.offers.status.live', tone: 'active' },
  [LISTING.inReview]: { label: 'shell.offers.status.inReview', tone: 'inReview' },
  [LISTING.onRequest]: { label: 'shell.offers.status.onRequest', tone: 'pending' },
  [LISTING.requested]: { label: 'shell.offers.status.requested', tone: 'pending' },
  [LISTING.test]: { label: 'shell.offers.status.test', tone: 'test' },
  [LISTING.available]: { label: 'shell.offers.status.available', tone: 'active' },
};

/** The label id and dot colour of a status; a disabled offer shows as disabled whatever it is. */
export function offerStatusLook(
  status: number,
  disabled: boolean,
): { label: string; tone: Status } {
  if (disabled) return { label: 'shell.offers.status.disabled', tone: 'declined' };
  return LOOK[status as ListingStatus] ?? LOOK[LISTING.archived];
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
