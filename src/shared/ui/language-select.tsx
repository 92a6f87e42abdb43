import { useId } from 'react';
import { LOCALES, isLocale, useIntl, useT, type Locale } from '../i18n';
import { cn } from './cn';

export interface LanguageOption {
  value: Locale;
  label: string;
}

/** The languages in their own names (what a reader of that language looks for). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
  zh: '中文',
};

export const DEFAULT_LANGUAGES: readonly LanguageOption[] = LOCALES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

export interface LanguageSelectProps {
  onChange: (locale: Locale) => void;
  languages?: readonly LanguageOption[];
  disabled?: boolean;
  className?: string;
}

/** A native select of the UI languages; the current language is selected. */
export function LanguageSelect({
  onChange,
  languages = DEFAULT_LANGUAGES,
  disabled,
  className,
}: LanguageSelectProps) {
  const t = useT();
  const { locale } = useIntl();
  const id = useId();
  return (
    <span data-slot="language-select" className={cn('pp:inline-flex pp:items-center', className)}>
      <label htmlFor={id} className="pp:sr-only">
        {t('shared.language.label')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={disabled}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
        className="pp:h-8 pp:cursor-pointer pp:rounded-md pp:border pp:border-input pp:bg-background pp:px-2 pp:text-sm pp:text-foreground"
      >
        {languages.map((language) => (
          <option key={language.value} value={language.value}>
            {language.label}
          </option>
        ))}
      </select>
    </span>
  );
}
