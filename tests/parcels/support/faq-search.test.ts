import { describe, expect, it } from 'vitest';
import type { Faq } from '../../../src/parcels/support/features/faq/api/faqs';
import {
  groupByCategory,
  plainText,
  searchFaqs,
} from '../../../src/parcels/support/features/faq/lib/faq-search';

const faq = (id: number, category: [number, string], question: string, answer: string): Faq => ({
  '@id': `/publisher/api/faqs/${id}`,
  id,
  question,
  answer,
  category: { id: category[0], title: category[1] },
});

const START: [number, string] = [1, 'Getting started'];
const PAY: [number, string] = [2, 'Payments'];
const FAQS = [
  faq(1, START, 'How do I activate my account?', '<p>Send a <strong>request</strong>.</p>'),
  faq(2, START, 'What is a smartlink?', '<ul><li>country &amp; language</li></ul>'),
  faq(3, PAY, 'When are payments sent?', '<p>Weekly, on <em>Tuesdays</em>.</p>'),
];

describe('FAQ search', () => {
  it('reads the words of rich HTML', () => {
    expect(plainText('<p>a <b>b</b>&amp;c&nbsp;d</p>').replace(/\s+/g, ' ').trim()).toBe(
      'a b &c d',
    );
  });

  it('keeps everything without a search, and narrows by every word in question or answer', () => {
    expect(searchFaqs(FAQS, undefined)).toHaveLength(3);
    expect(searchFaqs(FAQS, '   ')).toHaveLength(3);
    expect(searchFaqs(FAQS, 'PAYMENTS').map((f) => f.id)).toEqual([3]);
    expect(searchFaqs(FAQS, 'tuesdays weekly').map((f) => f.id)).toEqual([3]);
    expect(searchFaqs(FAQS, 'country & language').map((f) => f.id)).toEqual([2]);
    // Markup is not text: a tag name matches nothing.
    expect(searchFaqs(FAQS, 'strong')).toEqual([]);
    expect(searchFaqs(FAQS, 'request smartlink')).toEqual([]);
  });

  it('groups consecutive questions by category, in order', () => {
    expect(groupByCategory(FAQS).map((g) => [g.title, g.faqs.map((f) => f.id)])).toEqual([
      ['Getting started', [1, 2]],
      ['Payments', [3]],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
