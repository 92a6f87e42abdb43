import { lazyUiPart } from './lazy-ui';

export interface TimezoneNoticeProps {
  /** The publisher's timezone; defaults to the session's (or the host's default). */
  timezone?: string;
  /** The network's (customer's) timezone; defaults to the session's. */
  networkTimezone?: string;
  /** The shown range as wall-clock times in `timezone` ("YYYY-MM-DD[ HH:mm:ss]"); a date-only
   *  end means the end of that day. The tooltip gives it in both timezones. */
  range?: readonly [string, string];
  className?: string;
}

/** "All dates displayed here are in {timezone} timezone", with the offsets on hover. */
export const TimezoneNotice = lazyUiPart<TimezoneNoticeProps>((ui) => ui.TimezoneNoticeImpl);
