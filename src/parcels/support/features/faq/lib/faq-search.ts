import type { Faq } from '../api/faqs';

export interface FaqGroup {
  id: number;
  title: string;
  faqs: Faq[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The words of rich HTML, for matching (tags dropped, the common entities decoded). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ');

/** Questions whose question or answer holds every word of the search, case-insensitively. */
export function searchFaqs(faqs: readonly Faq[], search: string | undefined): Faq[] {
  const words = (search ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...faqs];
  return faqs.filter((faq) => {
    const text = `${faq.question} ${plainText(faq.answer)}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Consecutive questions of one category, in the order the API gives them. */
export function groupByCategory(faqs: readonly Faq[]): FaqGroup[] {
  const groups: FaqGroup[] = [];
  for (const faq of faqs) {
    const last = groups.at(-1);
    if (last?.id === faq.category.id) last.faqs.push(faq);
    else groups.push({ id: faq.category.id, title: faq.category.title, faqs: [faq] });
  }
  return groups;
}
