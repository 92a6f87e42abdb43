import { useMemo } from 'react';
import {
  EmptyState,
  ErrorState,
  Input,
  isLocale,
  Label,
  SkeletonText,
  useIntl,
  useRouteSearch,
  useSetRouteSearch,
  useT,
} from '@publisher-platform/shared';
import { supportRoute } from '../../../routes';
import { SearchIcon } from '../../../ui/icons';
import { useFaqs } from '../api/faqs';
import { groupByCategory, searchFaqs } from '../lib/faq-search';
import { FaqItem } from './faq-item';

/** Questions and answers by category, narrowed as one types (the search lives in the URL). */
export function FaqTab() {
  const t = useT();
  const { locale } = useIntl();
  const { q, question } = useRouteSearch(supportRoute);
  const setSearch = useSetRouteSearch(supportRoute);
  const faqs = useFaqs(isLocale(locale) ? locale : 'en');
  const groups = useMemo(() => groupByCategory(searchFaqs(faqs.data ?? [], q)), [faqs.data, q]);
  const searching = Boolean(q?.trim());

  let content;
  if (faqs.isPending) content = <SkeletonText lines={6} />;
  else if (faqs.isError)
    content = <ErrorState error={faqs.error} onRetry={() => void faqs.refetch()} />;
  else if (!groups.length)
    content = <EmptyState title={searching ? t('support.faq.noMatch') : undefined} />;
  else
    content = groups.map((group) => (
      <section
        key={group.id}
        aria-labelledby={`faq-category-${group.id}`}
        className="pp:flex pp:flex-col pp:gap-2"
      >
        <h2
          id={`faq-category-${group.id}`}
          className="pp:text-base pp:font-semibold pp:text-foreground"
        >
          {group.title}
        </h2>
        {group.faqs.map((faq) => (
          <FaqItem
            key={faq.id}
            faq={faq}
            open={searching || faq.id === question}
            linked={faq.id === question}
          />
        ))}
      </section>
    ));

  return (
    <div className="pp:flex pp:flex-col pp:gap-4" data-slot="faq">
      <div className="pp:flex pp:max-w-md pp:flex-col pp:gap-1.5">
        <Label htmlFor="support-faq-search">{t('support.faq.search')}</Label>
        <div className="pp:relative">
          <SearchIcon className="pp:pointer-events-none pp:absolute pp:start-2.5 pp:top-1/2 pp:size-4 pp:-translate-y-1/2 pp:text-muted-foreground" />
          <Input
            id="support-faq-search"
            type="search"
            value={q ?? ''}
            placeholder={t('support.faq.searchPlaceholder')}
            // Typing replaces the history entry: Back leaves the FAQ rather than each letter.
            onChange={(event) =>
              void setSearch({ q: event.target.value || undefined }, { replace: true })
            }
            maxLength={200}
            className="pp:ps-8"
          />
        </div>
      </div>
      <div aria-live="polite" className="pp:sr-only">
        {faqs.data && searching
          ? t('support.faq.found', { count: groups.reduce((n, g) => n + g.faqs.length, 0) })
          : ''}
      </div>
      {content}
    </div>
  );
}
