import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  FOCUS_RING,
  CheckIcon,
  LANGUAGE_NAMES,
  Popover,
  Skeleton,
  Spinner,
  cn,
  useIntl,
  useT,
  type Locale,
} from '@publisher-platform/shared';
import { languageKeys, useLanguages } from '../../features/languages/api/languages';
import { languageOptions } from '../../features/languages/lib/language-options';
import { useChangeLanguage } from '../../features/languages/lib/use-change-language';
import { GlobeIcon } from '../../ui/icons';
import { HEADER_TEXT_CLASS } from './styles';

/**
 * The header language switcher. The languages are loaded once, when it is first
 * opened; closing it while they load cancels the request.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const languages = useLanguages(open);
  const { change, pending } = useChangeLanguage();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && languages.isFetching)
      void queryClient.cancelQueries({ queryKey: languageKeys.all });
  };
  const choose = (next: Locale) => {
    setOpen(false);
    void change(next);
  };

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      label={t('shared.language.label')}
      className="pp:w-52"
      trigger={
        <button
          type="button"
          data-slot="language-switcher"
          className={cn(HEADER_TEXT_CLASS, className)}
        >
          {pending ? <Spinner /> : <GlobeIcon />}
          {/* The name starts with the visible code, so speech users can say what they see. */}
          <span>{locale.toUpperCase()}</span>{' '}
          <span className="pp:sr-only">{`${t('shared.language.label')}: ${LANGUAGE_NAMES[locale]}`}</span>
        </button>
      }
    >
      {languages.isPending && languages.isFetching ? (
        <div className="pp:flex pp:flex-col pp:gap-1 pp:p-1" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="pp:h-8 pp:w-full" />
          ))}
        </div>
      ) : (
        <ul className="pp:m-0 pp:flex pp:list-none pp:flex-col pp:p-0" data-slot="language-list">
          {languageOptions(languages.data).map((option) => (
            <li key={option.value}>
              <button
                type="button"
                lang={option.value}
                aria-current={option.value === locale ? 'true' : undefined}
                onClick={() => choose(option.value)}
                className={cn(
                  'pp:flex pp:w-full pp:cursor-pointer pp:items-center pp:justify-between pp:gap-2 pp:rounded-sm pp:px-2 pp:py-1.5 pp:text-start pp:text-sm pp:text-foreground pp:hover:bg-muted',
                  FOCUS_RING,
                )}
              >
                {option.label}
                {option.value === locale && <CheckIcon />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
