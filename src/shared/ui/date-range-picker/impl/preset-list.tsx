import type { DayRange } from '../../../format/calendar';
import { useT } from '../../../i18n';
import { Button } from '../../button';
import { cn } from '../../cn';
import { presetRange, type PresetId } from './presets';

export interface PresetListProps {
  presets: readonly PresetId[];
  /** The applied range: its preset, if any, is marked as pressed. */
  value: DayRange;
  timeZone: string;
  now: number;
  onApply: (range: DayRange) => void;
}

/** The quick ranges: one click applies one. */
export function PresetList({ presets, value, timeZone, now, onApply }: PresetListProps) {
  const t = useT();
  return (
    <ul
      aria-label={t('shared.dateRange.presets')}
      className="pp:m-0 pp:grid pp:list-none pp:grid-cols-2 pp:gap-1 pp:p-0 pp:md:flex pp:md:w-40 pp:md:flex-col"
    >
      {presets.map((preset) => {
        const range = presetRange(preset, timeZone, now);
        const active = range.from === value.from && range.to === value.to;
        return (
          <li key={preset}>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={active}
              className={cn(
                'pp:w-full pp:justify-start',
                active && 'pp:bg-accent pp:font-semibold pp:text-accent-foreground',
              )}
              onClick={() => onApply(range)}
            >
              {t(`shared.dateRange.preset.${preset}`)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
