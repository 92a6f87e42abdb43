import { isEnabled, type Status } from '@publisher-platform/shared';

/** Access status: 0 declined, 1 active (live), 2 suspended, 3 requested, 4 launch, 5 on request. */
export const ACCESS = {
  declined: 0,
  active: 1,
  suspended: 2,
  requested: 3,
  launch: 4,
  onRequest: 5,
} as const;
export type AccessStatus = (typeof ACCESS)[keyof typeof ACCESS];
/** The filter's statuses, in the order the drawer lists them. */
export const SMARTLINK_STATUSES = [4, 0, 1, 5, 3, 2] as const satisfies AccessStatus[];

const LOOK: Record<AccessStatus, { label: string; tone: Status }> = {
  0: { label: 'shell.smartlinks.status.declined', tone: 'declined' },
  1: { label: 'shell.smartlinks.status.active', tone: 'active' },
  2: { label: 'shell.smartlinks.status.suspended', tone: 'declined' },
  3: { label: 'shell.smartlinks.status.requested', tone: 'inReview' },
  4: { label: 'shell.smartlinks.status.launch', tone: 'active' },
  5: { label: 'shell.smartlinks.status.onRequest', tone: 'pending' },
};

export const statusLook = (status: number) => LOOK[status as AccessStatus] ?? LOOK[0];

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
  if (disabledReason(smartlink)) return LOOK[0];
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
