import { useId, useState } from 'react';
import { useIntl, useT } from '../i18n';
import { sessionTimezone, useSession } from '../session';
import { FOCUS_RING } from './focus-ring';
import { cn } from './cn';
import { QuestionCircleIcon } from './page-icons';
import { formatDateTime } from '../format/date';
import { formatUtcOffset, wallClockToInstant } from '../format/zoned';

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
export function TimezoneNotice({
  timezone,
  networkTimezone,
  range,
  className,
}: TimezoneNoticeProps) {
  const t = useT();
  const intl = useIntl();
  const session = useSession();
  const zone = timezone ?? sessionTimezone(session);
  const network = networkTimezone ?? session?.networkTimezone ?? zone;
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const start = range ? wallClockToInstant(range[0], zone) : new Date();
  const end = range ? wallClockToInstant(range[1], zone, true) : null;
  const lines = [
    { id: 'shared.timezone.publisher', zone },
    { id: 'shared.timezone.network', zone: network },
  ].map(({ id, zone: tz }) => ({
    key: id,
    title: t(id, { timezone: tz, offset: formatUtcOffset(tz, start) }),
    range: end
      ? `${formatDateTime(start, { intl, timeZone: tz })} – ${formatDateTime(end, { intl, timeZone: tz })}`
      : null,
  }));

  return (
    <p
      data-slot="timezone-notice"
      className={cn(
        'pp:inline-flex pp:flex-wrap pp:items-center pp:gap-1.5 pp:text-xs pp:text-muted-foreground',
        className,
      )}
    >
      <span>{t('shared.timezone.notice', { timezone: zone })}</span>
      <span
        className="pp:relative pp:inline-flex"
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
      >
        <button
          type="button"
          aria-label={t('shared.timezone.details')}
          aria-describedby={tooltipId}
          aria-expanded={open}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          className={cn('pp:inline-flex pp:cursor-help pp:rounded-full', FOCUS_RING)}
        >
          <QuestionCircleIcon className="pp:size-3.5" />
        </button>
        <span
          role="tooltip"
          id={tooltipId}
          hidden={!open}
          data-slot="timezone-notice-tooltip"
          className="pp:absolute pp:end-0 pp:top-full pp:z-50 pp:mt-1 pp:w-64 pp:rounded-md pp:border pp:border-border pp:bg-popover pp:p-3 pp:text-xs pp:text-popover-foreground pp:shadow-md"
        >
          {lines.map((line) => (
            <span key={line.key} className="pp:block pp:not-last:mb-2">
              <span className="pp:block pp:font-medium">{line.title}</span>
              {line.range && <span className="pp:block pp:tabular-nums">{line.range}</span>}
            </span>
          ))}
        </span>
      </span>
    </p>
  );
}
