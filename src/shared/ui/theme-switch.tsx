import { useT } from '../i18n';
import { setThemeMode, useThemeMode, type ThemeMode } from '../theme';
import { cn } from './cn';

const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];
const ICONS: Record<ThemeMode, string> = { light: '☀', dark: '☾', system: '◐' };

/** Light / dark / system colour scheme: a native radio group (arrow keys move the choice). */
export function ThemeSwitch({ className }: { className?: string }) {
  const t = useT();
  const { mode } = useThemeMode();
  return (
    <fieldset
      data-slot="theme-switch"
      className={cn(
        'pp:m-0 pp:inline-flex pp:items-center pp:gap-0.5 pp:rounded-md pp:border pp:border-border pp:p-0.5',
        className,
      )}
    >
      <legend className="pp:sr-only">{t('shared.theme.label')}</legend>
      {MODES.map((value) => (
        <label
          key={value}
          title={t(`shared.theme.${value}`)}
          data-state={mode === value ? 'on' : 'off'}
          className={cn(
            'pp:relative pp:flex pp:h-7 pp:min-w-7 pp:cursor-pointer pp:items-center pp:justify-center pp:rounded pp:px-1.5 pp:text-sm pp:focus-within:ring-2 pp:focus-within:ring-ring',
            // The chosen option is filled with the text colour (its icon in the background's):
            // the strongest contrast either theme has, where a muted fill vanished in dark.
            mode === value
              ? 'pp:bg-foreground pp:text-background'
              : 'pp:text-muted-foreground pp:hover:text-foreground',
          )}
        >
          <input
            type="radio"
            name="pp-theme-mode"
            value={value}
            checked={mode === value}
            onChange={() => setThemeMode(value)}
            className="pp:sr-only"
          />
          <span aria-hidden="true">{ICONS[value]}</span>
          <span className="pp:sr-only">{t(`shared.theme.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
