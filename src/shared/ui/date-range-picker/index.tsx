import { useState } from 'react';
import { formatDayRange } from '../../format/date';
import { MAX_RANGE_DAYS, normalizeRange } from '../../format/calendar';
import { useIntl, useT } from '../../i18n';
import { sessionTimezone, useSession } from '../../session';
import { Button } from '../button';
import { cn } from '../cn';
import { createIcon } from '../icons';
import { Dialog } from '../dialog';
import { styledChunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';
import { Popover } from '../popover';
import { Spinner } from '../spinner';
import type { DateRangePickerProps } from './types';

export type { DateRangePickerProps } from './types';
import { useWideScreen } from './use-wide-screen';

// react-day-picker, date-fns and @date-fns/tz load with the first opening of a picker (or when the
// pointer reaches its trigger), with the panel's own stylesheet.
const loadPanel = styledChunk(() => import('./impl'));
const DateRangePanel = lazyPart(loadPanel, (m) => m.DateRangePanel, PanelLoading);

function PanelLoading() {
  const t = useT();
  return <Spinner label={t('shared.loading')} className="pp:m-4" />;
}

const CalendarIcon = createIcon(
  'calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);

/**
 * A date range with presets, typed fields and a calendar (week starts Monday). The trigger is part
 * of the kit's entry; the panel is a chunk of its own (see `loadPanel`).
 */
export function DateRangePicker({
  value,
  onChange,
  timeZone,
  withReportPresets = false,
  maxDays = MAX_RANGE_DAYS,
  className,
}: DateRangePickerProps) {
  const t = useT();
  const intl = useIntl();
  const session = useSession();
  const zone = timeZone ?? sessionTimezone(session);
  const [open, setOpen] = useState(false);
  const wide = useWideScreen();
  const range = normalizeRange(value, zone);
  const text = formatDayRange(range, { intl });
  const trigger = (
    <Button
      variant="outline"
      data-slot="date-range-picker"
      aria-label={t('shared.dateRange.trigger', { range: text })}
      onPointerEnter={() => void loadPanel().catch(() => undefined)}
      className={cn('pp:max-w-full pp:justify-start pp:tabular-nums', className)}
    >
      <CalendarIcon className="pp:text-muted-foreground" />
      <span className="pp:truncate">{text}</span>
    </Button>
  );
  const panel = (
    <DateRangePanel
      value={range}
      timeZone={zone}
      withReportPresets={withReportPresets}
      maxDays={maxDays}
      onApply={(next) => {
        onChange(next);
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    />
  );
  // A phone has no room for a popover with presets and a calendar: there it is a dialog.
  if (!wide)
    return (
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('shared.dateRange.label')}
        closeLabel={t('shared.close')}
        trigger={trigger}
      >
        {panel}
      </Dialog>
    );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      label={t('shared.dateRange.label')}
      className="pp:max-h-(--radix-popover-content-available-height) pp:w-auto pp:overflow-y-auto pp:p-3"
      trigger={trigger}
    >
      {panel}
    </Popover>
  );
}
