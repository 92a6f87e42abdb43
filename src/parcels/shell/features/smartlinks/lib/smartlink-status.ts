import {
  SMARTLINK_ACCESS_STATUS,
  isEnabled,
  type EnumValue,
  type Status,
} from '@publisher-platform/shared';

const ACCESS = SMARTLINK_ACCESS_STATUS;
export type SmartlinkAccess = EnumValue<typeof SMARTLINK_ACCESS_STATUS>;
/** The filter's statuses, in the order the drawer lists them. */
export const SMARTLINK_STATUSES = [
  ACCESS.launch,
  ACCESS.declined,
  ACCESS.active,
  ACCESS.onRequest,
  ACCESS.requested,
  ACCESS.suspended,
] as const satisfies SmartlinkAccess[];

const LOOK: Record<SmartlinkAccess, { label: string; tone: Status }> = {
  [ACCESS.declined]: { label: 'shell.smartlinks.status.declined', tone: 'declined' },
  [ACCESS.active]: { label: 'shell.smartlinks.status.active', tone: 'active' },
  [ACCESS.suspended]: { label: 'shell.smartlinks.status.suspended', tone: 'declined' },
  [ACCESS.requested]: { label: 'shell.smartlinks.status.requested', tone: 'inReview' },
  [ACCESS.launch]: { label: 'shell.smartlinks.status.launch', tone: 'active' },
  [ACCESS.onRequest]: { label: 'shell.smartlinks.status.onRequest', tone: 'pending' },
};

export const statusLook = (status: number) =>
  LOOK[status as SmartlinkAccess] ?? LOOK[ACCESS.declined];

interface SmartlinkState {
  status: number;
  /** The vertical is disabled. */
  disabled: boolean;
  /** Enabled flag of the smartlink itself: 0 disabled, 1 active. */
  enabled: number;
  archived: boolean;
}

/** Why a smartlink takes no traffic: it is disabled itself, or its vertical is; null if neither. */
export function disabledReason({ disabled, enabled }: SmartlinkState) {
  if (!isEnabled(enabled)) return 'shell.smartlinks.smartlinkDisabledText';
  return disabled ? 'shell.smartlinks.disabledText' : null;
}

/** A disabled smartlink or vertical shows as Declined; an archived smartlink as Archived. */
export function smartlinkLook(smartlink: SmartlinkState) {
  if (disabledReason(smartlink)) return LOOK[ACCESS.declined];
  if (smartlink.archived)
    return { label: 'shell.smartlinks.status.archived', tone: 'archived' as Status };
  return statusLook(smartlink.status);
}

export const smartlinkAction = (smartlink: SmartlinkState) =>
  disabledReason(smartlink) || smartlink.archived
    ? null
    : smartlink.status === ACCESS.launch
      ? ('launch' as const)
      : smartlink.status === ACCESS.onRequest
        ? ('request' as const)
        : null;
