import { DEFAULT_LANGUAGES, isLocale, type LanguageOption } from '@publisher-platform/shared';
import type { LanguageItem } from '../api/languages';

/** The server's languages that the UI has translations for; the built-in list until loaded. */
export function languageOptions(items: readonly LanguageItem[] | undefined): LanguageOption[] {
  const known = (items ?? []).flatMap((item) =>
    isLocale(item.value) ? [{ value: item.value, label: item.label }] : [],
  );
  return known.length ? known : [...DEFAULT_LANGUAGES];
}
