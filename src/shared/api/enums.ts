// The numeric enums of the API (the contract's EnabledFlag, EntityStatus, AccessStatus and
// Availability schemas), read through one mapping: a module never compares with a bare number.

/** Enabled flag: 0 disabled, 1 active (a smartlink's `enabled`, a vertical's `status`). */
export const ENABLED_FLAG = { disabled: 0, active: 1 } as const;
/** Generic entity status: 0 disabled, 1 active, 3 new, 5 draft. */
export const ENTITY_STATUS = { disabled: 0, active: 1, new: 3, draft: 5 } as const;
/** Access: 0 disabled, 1 active, 2 on request, 4 declined. */
export const ACCESS_STATUS = { disabled: 0, active: 1, onRequest: 2, declined: 4 } as const;
/** Availability: 0 disabled, 1 available, 2 on request. */
export const AVAILABILITY = { disabled: 0, available: 1, onRequest: 2 } as const;

type Enum = Readonly<Record<string, number>>;
export type EnumName<E extends Enum> = keyof E & string;

/** The name of a value (`enumName(ENTITY_STATUS, 5)` is 'draft'); undefined when unknown. */
export function enumName<E extends Enum>(values: E, value: unknown): EnumName<E> | undefined {
  return (Object.keys(values) as EnumName<E>[]).find((name) => values[name] === value);
}

/** Whether an enabled flag is on: anything but 1 (missing, unknown) counts as disabled. */
export const isEnabled = (flag: unknown): boolean => flag === ENABLED_FLAG.active;
