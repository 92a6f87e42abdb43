import { useEffect, useRef } from 'react';
import { AppLink, RichText, buildPath, paths, useT, LinkIcon } from '@publisher-platform/shared';
import type { Faq } from '../api/faqs';

export const faqHref = (id: number) => buildPath(paths.support, {}, { tab: 'faq', question: id });

export interface FaqItemProps {
  faq: Faq;
  /** Opened (and scrolled to) when a link points at it; a search opens every match. */
  open: boolean;
  linked: boolean;
}

/** One question: its answer (sanitised rich text) and a link to it. */
export function FaqItem({ faq, open, linked }: FaqItemProps) {
  const t = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  return (
    <details
      ref={ref}
      id={`faq-${faq.id}`}
      open={open || undefined}
      data-faq={faq.id}
      className="pp:group pp:rounded-lg pp:border pp:border-border pp:bg-card"
    >
      <summary className="pp:flex pp:cursor-pointer pp:list-none pp:items-center pp:gap-2 pp:rounded-lg pp:px-4 pp:py-3 pp:font-medium pp:text-foreground pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:[&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="pp:text-muted-foreground pp:transition-transform pp:group-open:rotate-90"
        >
          ›
        </span>
        <span className="pp:min-w-0 pp:flex-1">{faq.question}</span>
      </summary>
      <div className="pp:flex pp:flex-col pp:gap-3 pp:px-4 pp:pt-1 pp:pb-4">
        <RichText html={faq.answer} />
        <AppLink
          href={faqHref(faq.id)}
          aria-label={t('support.faq.linkLabel', { question: faq.question })}
          className="pp:inline-flex pp:items-center pp:gap-1 pp:self-start pp:text-xs"
        >
          <LinkIcon className="pp:size-3.5" />
          {t('support.faq.link')}
        </AppLink>
      </div>
    </details>
  );
}
