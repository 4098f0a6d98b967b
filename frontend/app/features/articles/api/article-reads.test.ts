import { describe, expect, it } from 'vitest';
import type { ArticlePageWire, ArticleSummaryWire } from '~/lib/article-wire';
import { articleReads, listReads } from './article-reads';

const card = (_id?: string) => ({ _id, id: 1, headingSave: 'A title' }) as ArticleSummaryWire;
const page = (...cards: ArticleSummaryWire[]) =>
  ({ data: cards, meta: { pagination: { page: 1, pageSize: 4, total: 9, pageCount: 3 } } }) as ArticlePageWire;

describe('articleReads', () => {
  it('depends on the article found, or on the addresses when none is', () => {
    expect(articleReads(card('abc'))).toEqual(['article:abc']);
    expect(articleReads(null)).toEqual(['articles']);
    expect(articleReads(card())).toEqual(['content']);
  });
});

describe('listReads', () => {
  it("depends on the section's membership and each card shown, never on another section", () => {
    expect(listReads({ section: 'coding' })(page(card('a'), card('b')))).toEqual(['articles:coding', 'article:a', 'article:b']);
    expect(listReads({})(page(card('a')))).toEqual(['articles', 'article:a']);
  });

  it('reads every title when it filters by heading, and the membership alone when the list is gone', () => {
    expect(listReads({ excludeHeading: 'Dawn' })(page(card('a')))).toEqual(['articles', 'article:a']);
    expect(listReads({ section: 'health', excludeHeading: 'Dawn' })(null)).toEqual(['articles:health', 'articles']);
  });
});
