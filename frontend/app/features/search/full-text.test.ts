import { parseFullTextQuery } from '@blog/rules/full-text';
import { describe, expect, it } from 'vitest';
import type { Article } from '~/lib/article';
import {
  type FullTextResult,
  cmsRangeOf,
  pageOfResults,
  queryProblem,
  searchableQuery,
  shippedFullTextMatches,
  snippetParts,
} from './full-text';

const article = (title: string, body: string, createdAt = '2025-01-01T00:00:00.000Z'): Article => ({
  key: title,
  href: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  cover: '',
  credit: 'Photo by Ana Lópes',
  author: 'Rowan Ellis',
  displayDate: 'January 1, 2025',
  sources: ['https://papers.example/circadian'],
  category: 'Health',
  section: 'health',
  wordCount: 10,
  createdAt,
  updatedAt: createdAt,
  body,
});

const result = (title: string, inTitle = false): FullTextResult => ({
  href: `/${title}`,
  title,
  section: 'coding',
  displayDate: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  snippet: '',
  inTitle,
});

describe('snippetParts', () => {
  it('reads the CMS snippet as text and marks, decoding its escapes', () => {
    expect(snippetParts('A &lt;b&gt; <mark>Café</mark> &amp; <mark>tea</mark>')).toEqual([
      { text: 'A <b> ', marked: false },
      { text: 'Café', marked: true },
      { text: ' & ', marked: false },
      { text: 'tea', marked: true },
    ]);
  });

  it('keeps any other markup as text, so it can never run', () => {
    expect(snippetParts('<img src=x onerror=alert(1)><mark>x</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
      { text: 'x', marked: true },
    ]);
  });
});

describe('shippedFullTextMatches', () => {
  const shipped = [
    article('Morning Light', '<p>Walk outside after waking.</p>', '2025-02-01T00:00:00.000Z'),
    article('Evening Routine', '<p>Dim the <b>morning light</b> rules at night.</p>', '2025-03-01T00:00:00.000Z'),
    article('Unrelated', '<p>Nothing here.</p>'),
  ];

  it('finds every word in title, body or sources, title matches first, each marked in its snippet', () => {
    const found = shippedFullTextMatches(parseFullTextQuery('light MORNING'), shipped);
    expect(found.map((r) => [r.title, r.inTitle])).toEqual([
      ['Morning Light', true],
      ['Evening Routine', false],
    ]);
    expect(found[1].snippet).toBe('Dim the <mark>morning</mark> <mark>light</mark> rules at night.');
    expect(shippedFullTextMatches(parseFullTextQuery('circadian lopes'), shipped)).toHaveLength(3);
  });

  it('holds a phrase to its order', () => {
    expect(shippedFullTextMatches(parseFullTextQuery('"light morning"'), shipped)).toEqual([]);
    expect(shippedFullTextMatches(parseFullTextQuery('"the morning light"'), shipped).map((r) => r.title)).toEqual(['Evening Routine']);
  });
});

describe('pageOfResults and cmsRangeOf', () => {
  const shipped = [result('shipped-title', true), result('shipped-body')];
  const cmsAll = Array.from({ length: 25 }, (_, n) => result(`cms-${n}`));

  it('places shipped title matches first and the other shipped matches after the last CMS result', () => {
    const titles = (page: number) => {
      const { start } = cmsRangeOf(page, 1);
      const pageStart = Math.floor(start / 10) * 10;
      return pageOfResults(page, shipped, { results: cmsAll.slice(pageStart, pageStart + 20), start: pageStart, total: 25 }).map(
        (r) => r.title,
      );
    };
    expect(titles(1)).toEqual(['shipped-title', ...cmsAll.slice(0, 9).map((r) => r.title)]);
    expect(titles(2)).toEqual(cmsAll.slice(9, 19).map((r) => r.title));
    expect(titles(3)).toEqual([...cmsAll.slice(19).map((r) => r.title), 'shipped-body']);
    expect(cmsRangeOf(2, 1)).toEqual({ start: 9, end: 19 });
    expect(cmsRangeOf(1, 12)).toEqual({ start: 0, end: 0 });
  });
});

describe('queryProblem and searchableQuery', () => {
  it('names a query too long, else nothing', () => {
    expect(queryProblem('a'.repeat(201))).toBe('Search for at most 200 characters.');
    expect(queryProblem('sleep "deep rest"')).toBeNull();
  });

  it('keeps the first 8 words and phrases, phrases first', () => {
    expect(searchableQuery(parseFullTextQuery('sleep "deep rest"'))).toMatchObject({ text: '"deep rest" sleep', cut: false });
    const long = searchableQuery(parseFullTextQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9'));
    expect(long).toMatchObject({ text: 'a1 b2 c3 d4 e5 f6 g7 h8', cut: true });
    expect(long.query.words).toHaveLength(8);
  });
});
