import { screen, within } from '@testing-library/dom';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '~/lib/article';
import { render } from '~/test/render';
import { ReadingDesk } from './reading-desk';

const article = (over: Partial<ArticleSummary>): ArticleSummary => ({
  key: '7',
  id: '7',
  href: '/calm-typescript',
  title: 'Calm TypeScript',
  cover: 'https://example.org/c.png',
  credit: 'Unsplash',
  author: 'Rowan Ellis',
  displayDate: 'November 20, 2026',
  sources: [],
  category: 'Coding',
  section: 'coding',
  wordCount: 900,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...over,
});

const show = (props: Parameters<typeof ReadingDesk>[0]) =>
  render(
    <MemoryRouter>
      <ReadingDesk {...props} />
    </MemoryRouter>,
  );

const newest = () => screen.getByRole('region', { name: 'Newest on the site' });
const waiting = () => screen.getByRole('region', { name: 'Waiting for you' });

describe('ReadingDesk (the Read page)', () => {
  it('lists the newest articles as readers see them, each linked to its reader page, with section, date and reading time', () => {
    show({
      articles: [
        article({}),
        article({ key: 'slow-mornings', id: undefined, href: '/slow-mornings', title: 'Slow mornings', section: 'health', wordCount: 120 }),
      ],
      overview: { opinions: 0, pings: 0, drafts: 0 },
    });
    const items = within(newest()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Calm TypeScript' })).toHaveAttribute('href', '/blog/7');
    const meta = Array.from(items[0].querySelectorAll('.reading-meta span'), (span) => span.textContent);
    expect(meta).toEqual(['Coding', 'November 20, 2026', '5 min read']);
    expect(within(items[1]).getByRole('link', { name: 'Slow mornings' })).toHaveAttribute('href', '/local/slow-mornings');
    expect(items[1]).toHaveTextContent('Health');
    expect(items[1]).toHaveTextContent('1 min read');
    expect(within(newest()).getByRole('link', { name: 'Open the blog as readers see it' })).toHaveAttribute('href', '/blog');
  });

  it('says what waits, with a link to each page, and only what is non-zero', () => {
    show({ articles: [article({})], overview: { opinions: 2, pings: 1, drafts: 0 } });
    expect(within(waiting()).getByRole('link', { name: '2 opinions from readers' })).toHaveAttribute('href', '/dashboard/opinions');
    expect(within(waiting()).getByRole('link', { name: '1 contact message' })).toHaveAttribute('href', '/dashboard/ping');
    expect(within(waiting()).queryByRole('link', { name: /draft/ })).toBeNull();
  });

  it('has a designed empty state: nothing waits, nothing published, with the way to the first article', () => {
    show({ articles: [], overview: { opinions: 0, pings: 0, drafts: 0 } });
    expect(waiting()).toHaveTextContent('All caught up: no opinions, messages or drafts wait.');
    expect(newest()).toHaveTextContent('Nothing is published yet: readers see an empty blog.');
    expect(within(newest()).getByRole('link', { name: 'Write the first article' })).toHaveAttribute('href', '/dashboard/write');
  });

  it('says so when the articles or the counts could not be loaded', () => {
    show({ articles: null, overview: undefined });
    expect(newest()).toHaveTextContent('The articles could not be loaded just now.');
    expect(waiting()).toHaveTextContent('The counts could not be loaded just now.');
  });
});
