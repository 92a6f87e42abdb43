import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Select, isLocale, useIntl, useT } from '@publisher-platform/shared';
import { languageKeys, useLanguages } from '../../languages/api/languages';
import { languageOptions } from '../../languages/lib/language-options';
import { useChangeLanguage } from '../../languages/lib/use-change-language';

/** The profile's language; the list loads when it is first opened (cancelled if closed first). */
export function LanguageField() {
  const t = useT();
  const { locale } = useIntl();
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const languages = useLanguages(requested);
  const { change, pending } = useChangeLanguage();

  return (
    <Select
      label={t('shared.language.label')}
      value={locale}
      options={languageOptions(languages.data)}
      disabled={pending}
      onOpenChange={(open) => {
        setRequested(open);
        if (!open && languages.isFetching)
          void queryClient.cancelQueries({ queryKey: languageKeys.all });
      }}
      onValueChange={(value) => {
        if (isLocale(value)) void change(value);
      }}
    />
  );
}
