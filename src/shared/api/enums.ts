// The numeric enums of the API the modules read (the contract's EnabledFlag, CampaignStatus,
// SmartlinkAccessStatus and DeviceTarget schemas): a module never compares with a bare number.

/** Enabled flag: 0 disabled, 1 active (a smartlink's `enabled`, a vertical's `status`). */
export const ENABLED_FLAG = { disabled: 0, active: 1 } as const;
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

/** Whether an enabled flag is on: anything but 1 (missing, unknown) counts as disabled. */
export const isEnabled = (flag: unknown): boolean => flag === ENABLED_FLAG.active;
