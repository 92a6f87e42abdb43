// The numeric enums of the API (the contract's EnabledFlag, EntityStatus, AccessStatus,
// Availability, CampaignStatus, OfferStatus, SmartlinkAccessStatus and DeviceTarget schemas),
// read through one mapping: a module never compares with a bare number.

/** Enabled flag: 0 disabled, 1 active (a smartlink's `enabled`, a vertical's `status`). */
export const ENABLED_FLAG = { disabled: 0, active: 1 } as const;
/** Generic entity status: 0 disabled, 1 active, 3 new, 5 draft. */
export const ENTITY_STATUS = { disabled: 0, active: 1, new: 3, draft: 5 } as const;
/** Access: 0 disabled, 1 active, 2 on request, 4 declined. */
export const ACCESS_STATUS = { disabled: 0, active: 1, onRequest: 2, declined: 4 } as const;
/** Availability: 0 disabled, 1 available, 2 on request. */
export const AVAILABILITY = { disabled: 0, available: 1, onRequest: 2 } as const;
/** Campaign (an offer's listing) status: what the publisher may do with the offer. */
export const CAMPAIGN_STATUS = {
  archived: -1,
  declined: 0,
  live: 1,
  inReview: 2,
  onRequest: 3,
  requested: 4,
  test: 5,
  available: 10,
} as const;
/** The offer's own status; -1 is the client's synthetic "disabled". */
export const OFFER_STATUS = {
  disabled: -1,
  pending: 0,
  active: 1,
  inReview: 2,
  archived: 3,
  declined: 4,
  test: 5,
} as const;
/** A smartlink's access status (also a vertical's or offer's access). */
export const SMARTLINK_ACCESS_STATUS = {
  declined: 0,
  active: 1,
  suspended: 2,
  requested: 3,
  launch: 4,
  onRequest: 5,
} as const;
/** The devices an offer targets. */
export const DEVICE_TARGET = { all: 0, desktop: 1, mobile: 2 } as const;

/** The union of an enum's values (`EnumValue<typeof CAMPAIGN_STATUS>` is -1 | 0 | … | 10). */
export type EnumValue<E extends Enum> = E[keyof E];

type Enum = Readonly<Record<string, number>>;
export type EnumName<E extends Enum> = keyof E & string;

/** The name of a value (`enumName(ENTITY_STATUS, 5)` is 'draft'); undefined when unknown. */
export function enumName<E extends Enum>(values: E, value: unknown): EnumName<E> | undefined {
  return (Object.keys(values) as EnumName<E>[]).find((name) => values[name] === value);
}

/** Whether an enabled flag is on: anything but 1 (missing, unknown) counts as disabled. */
export const isEnabled = (flag: unknown): boolean => flag === ENABLED_FLAG.active;
