// The enums of the API: the contract's enum schemas as generated constants (maps of the numeric
// statuses such as CAMPAIGN_STATUS, lists such as POSTBACK_PARAMETERS and REPORT_GROUPINGS), read
// through one mapping: a module never compares with a bare number or keeps a list of its own.

import { ENABLED_FLAG } from './contract-enums';

export * from './contract-enums';

/** The union of an enum's values (`EnumValue<typeof CAMPAIGN_STATUS>` is -1 | 0 | … | 10). */
export type EnumValue<E extends Enum> = E[keyof E];

type Enum = Readonly<Record<string, number>>;

/** Whether an enabled flag is on: anything but 1 (missing, unknown) counts as disabled. */
export const isEnabled = (flag: unknown): boolean => flag === ENABLED_FLAG.active;
