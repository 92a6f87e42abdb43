// The picker's popover content (lazy chunk): presets, two typed day fields and the calendar.
// Presets apply at once; a range picked on the calendar or typed applies with Apply, when it is
// at most `maxDays` long (else it says so and Apply stays off).
import { useId, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS, ru, uk, zhCN } from 'react-day-picker/locale';
import { parseDay, rangeDays, sortRange, todayIn, type DayRange } from '../../../format/calendar';
import { useIntl, useT, type Locale } from '../../../i18n';
import { Button } from '../../button';
import { DayInput } from './day-input';
import { DAY_PICKER_CLASSES } from './day-picker-classes';
import { PresetList } from './preset-list';
import { BASIC_PRESETS, REPORT_PRESETS, dateToDay, dayToDate, type PresetId } from './presets';
import { useWideScreen } from '../use-wide-screen';

const LOCALES = { en: enUS, ru, uk, zh: zhCN } as const;

export interface DateRangePanelProps {
  value: DayRange;
  timeZone: string;
  withReportPresets: boolean;
  maxDays: number;
  onApply: (range: DayRange) => void;
  onCancel: () => void;
}

export function DateRangePanel({
  value,
  timeZone,
  withReportPresets,
  maxDays,
  onApply,
  onCancel,
}: DateRangePanelProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const id = useId();
  const wide = useWideScreen();
  const now = Date.now();
  const today = todayIn(timeZone, now);
  const [texts, setTexts] = useState({ from: value.from, to: value.to });
  // The first click on the calendar starts a new range; the second ends it.
  const [picking, setPicking] = useState(false);
  const [month, setMonth] = useState<Date>(() => dayToDate(value.to.slice(0, 8) + '01', timeZone));

  const usable = (text: string) => (parseDay(text) && text <= today ? text : null);
  const draft = { from: usable(texts.from), to: usable(texts.to) };
  const sorted = draft.from && draft.to ? sortRange({ from: draft.from, to: draft.to }) : null;
  const tooLong = sorted !== null && rangeDays(sorted) > maxDays;
  const complete = tooLong ? null : sorted;
  const presets: PresetId[] = withReportPresets
    ? [...BASIC_PRESETS, ...REPORT_PRESETS]
    : [...BASIC_PRESETS];
  const selected = useMemo(
    () =>
      draft.from
        ? {
            from: dayToDate(draft.from, timeZone),
            to: draft.to && !picking ? dayToDate(draft.to, timeZone) : undefined,
          }
        : undefined,
    [draft.from, draft.to, picking, timeZone],
  );
  const hintId = `${id}-hint`;
  const limitId = `${id}-limit`;

  const typed = (field: 'from' | 'to') => (text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    setPicking(false);
    if (usable(text)) setMonth(dayToDate(text.slice(0, 8) + '01', timeZone));
  };
  const apply = () => {
    if (complete) onApply(complete);
  };

  return (
    <div data-slot="date-range-panel" className="pp:flex pp:flex-col pp:gap-3 pp:md:flex-row">
      <PresetList presets={presets} value={value} timeZone={timeZone} now={now} onApply={onApply} />
      <div className="pp:flex pp:flex-col pp:gap-3">
        <div className="pp:flex pp:gap-2">
          {(['from', 'to'] as const).map((field) => (
            <DayInput
              key={field}
              id={`${id}-${field}`}
              label={t(`shared.dateRange.${field}`)}
              value={texts[field]}
              invalid={tooLong || (texts[field].length === 10 && !usable(texts[field]))}
              describedBy={tooLong ? `${limitId} ${hintId}` : hintId}
              onChange={typed(field)}
              onEnter={apply}
            />
          ))}
        </div>
        {tooLong && (
          <p
            id={limitId}
            role="alert"
            data-slot="date-range-limit"
            className="pp:m-0 pp:max-w-xs pp:text-xs pp:text-destructive"
          >
            {t('shared.dateRange.tooLong', { max: maxDays })}
          </p>
        )}
        <p id={hintId} className="pp:m-0 pp:hidden pp:text-xs pp:text-muted-foreground pp:md:block">
          {t('shared.dateRange.hint')}
        </p>
        <DayPicker
          mode="range"
          timeZone={timeZone}
          locale={LOCALES[locale] ?? enUS}
          weekStartsOn={1}
          numberOfMonths={wide ? 2 : 1}
          month={month}
          onMonthChange={setMonth}
          endMonth={dayToDate(today, timeZone)}
          today={dayToDate(today, timeZone)}
          disabled={{ after: dayToDate(today, timeZone) }}
          selected={selected}
          onSelect={(_range, clicked) => {
            const day = dateToDay(clicked, timeZone);
            if (!picking) {
              setTexts({ from: day, to: '' });
              setPicking(true);
            } else {
              setTexts(sortRange({ from: texts.from, to: day }));
              setPicking(false);
            }
          }}
          classNames={DAY_PICKER_CLASSES}
        />
        <div className="pp:flex pp:justify-end pp:gap-2">
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('shared.dateRange.cancel')}
          </Button>
          <Button size="sm" disabled={!complete || picking} onClick={apply}>
            {t('shared.dateRange.apply')}
          </Button>
        </div>
      </div>
    </div>
  );
}
