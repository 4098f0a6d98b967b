import { describe, expect, it } from 'vitest';
import { withShippedMatches } from './shipped-matches';

const found = (title: string, createdAt: string, id?: string) => ({ id, title, createdAt });
const CMS = {
  articles: [
    found('Calm Code', '2026-03-01T09:00:00.000Z', 'a'),
    found('Calm Code, Revisited', '2026-05-01T09:00:00.000Z', 'b'),
    found('Calm Mornings', '2025-06-01T09:00:00.000Z', 'c'),
  ],
  total: 3,
  capped: false,
};
const SHIPPED = [
  found('A Reading List for Calm Programmers', '2025-02-09T15:20:00.000Z'),
  found('How This Blog Is Built', '2025-01-02T10:00:00.000Z'),
];
const titles = (answer: { articles: { title: string }[] }) => answer.articles.map((a) => a.title);

describe('withShippedMatches', () => {
  it('adds the shipped articles whose title contains the text (any case), newest first among the others, and counts them', () => {
    const answer = withShippedMatches(CMS, SHIPPED, 'calm code', 8);
    expect(answer).toBe(CMS);
    const calm = withShippedMatches({ ...CMS, articles: CMS.articles.slice(2), total: 1 }, SHIPPED, 'CALM', 8);
    expect(titles(calm)).toEqual(['Calm Mornings', 'A Reading List for Calm Programmers']);
    expect(calm.total).toBe(2);
  });

  it('puts an exact title first, and shows at most `limit`', () => {
    const exact = withShippedMatches({ articles: [], total: 0, capped: false }, SHIPPED, 'how this blog is built', 8);
    expect(titles(exact)).toEqual(['How This Blog Is Built']);
    const cut = withShippedMatches(
      { articles: [found('Built to Last', '2026-01-01T00:00:00.000Z', 'd')], total: 40, capped: true },
      SHIPPED,
      'how this blog is built',
      1,
    );
    expect(titles(cut)).toEqual(['How This Blog Is Built']);
    expect(cut).toMatchObject({ total: 41, capped: true });
  });

  it('leaves a newer CMS match before an older shipped one, and an older one after it', () => {
    const answer = withShippedMatches(
      {
        articles: [found('Reading Newer', '2026-01-01T00:00:00.000Z', 'n'), found('Reading Older', '2024-01-01T00:00:00.000Z', 'o')],
        total: 2,
        capped: false,
      },
      SHIPPED,
      'reading',
      8,
    );
    expect(titles(answer)).toEqual(['Reading Newer', 'A Reading List for Calm Programmers', 'Reading Older']);
  });
});
