import { Suspense } from 'react';
import { lazyUiPart } from './lazy-ui';

// The tooltip and its timezone arithmetic load on first use (not on the login page).
const TimezoneNoticeImpl = lazyUiPart((ui) => ui.TimezoneNoticeImpl);

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
export const TimezoneNotice = (props: TimezoneNoticeProps) => (
  <Suspense fallback={null}>
    <TimezoneNoticeImpl {...props} />
  </Suspense>
);
