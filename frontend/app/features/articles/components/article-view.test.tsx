import { screen, within } from '@testing-library/dom';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '~/lib/article';
import type { ContentsEntry } from '../heading-anchors';
import { render } from '~/test/render';
import { ArticleView } from './article-view';

const article: ArticleSummary = {
  id: 'abc123',
  key: 'abc123',
  href: '/testing-javascript',
  title: 'Testing JavaScript',
  cover: '/media/covers/cover-13.png',
  credit: 'Illustration by Rowan Ellis',
  author: 'Rowan Ellis',
  displayDate: 'April 2, 2026',
  sources: ['https://vitest.dev/'],
  category: 'Coding',
  section: 'coding',
  wordCount: 484,
  createdAt: '2026-04-02T09:00:00.000Z',
  updatedAt: '2026-04-20T17:05:00.000Z',
};

function renderView(next: ArticleSummary[], contents: ContentsEntry[] = []) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ArticleView
          article={article}
          html="<p>Good tests buy back your weekend.</p>"
          contents={contents}
          shareDescription="Good tests buy back your weekend."
          canonical="https://blog.example/blog/abc123"
          image="https://blog.example/media/covers/cover-13.png"
          published={{ text: 'January 5, 2020', dateTime: '2020-01-05' }}
          updated={{ date: 'April 20, 2026', time: '17:05' }}
          next={next}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('ArticleView', () => {
  it('shows the category link, title, author, figure caption, word count, body and update time', () => {
    renderView([]);
    expect(screen.getByRole('link', { name: 'Coding' })).toHaveAttribute('href', '/blog/page/coding');
    expect(screen.getByRole('heading', { level: 1, name: 'Testing JavaScript' })).toBeInTheDocument();
    expect(screen.getByText('Illustration by Rowan Ellis')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Testing JavaScript' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('484 words')).toBeInTheDocument();
    expect(screen.getByText('Good tests buy back your weekend.')).toBeInTheDocument();
    expect(screen.getByText('April 20, 2026 17:05')).toBeInTheDocument();
  });

  it('asks for the figure from the head, at high priority, in the widths the figure offers (ADR 52)', () => {
    renderView([]);
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('imagesizes', '(min-width: 800px) 760px, 100vw');
    const widths = ['400w', '800w', '1200w'].map((width) => `/media/covers/cover-13-${width}.webp ${width}`);
    expect(preload?.getAttribute('imagesrcset')).toBe(widths.join(', '));
    const source = screen.getByRole('img', { name: 'Testing JavaScript' }).parentElement?.querySelector('source');
    expect(source).toHaveAttribute('srcset', preload?.getAttribute('imagesrcset'));
  });

  it('shows the reading time at 230 words a minute beside the word count', () => {
    renderView([]);
    const meta = screen.getByText('484 words').parentElement!;
    expect(within(meta).getByText('2 min read')).toBeInTheDocument();
  });

  it('lists the contents from three headings, each linking to its anchor, with depth by level', () => {
    renderView(
      [],
      [
        { id: 'why', text: 'Why', level: 2 },
        { id: 'how', text: 'How', level: 3 },
        { id: 'done', text: 'Done', level: 2 },
      ],
    );
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Why', '#why'],
      ['How', '#how'],
      ['Done', '#done'],
    ]);
    // A sub-heading opens a list of its own inside its heading's entry: it counts from "a." again.
    const sub = links[1].closest('ol')!;
    expect(sub.parentElement).toBe(links[0].closest('li'));
    expect(sub.firstElementChild).toBe(links[1].closest('li'));
    // Collapsed in the markup (a phone's state); the wide screen's style sheet shows it open.
    expect(contents.querySelector('details')).not.toHaveAttribute('open');
  });

  it('shows no contents for fewer than three headings', () => {
    renderView(
      [],
      [
        { id: 'a', text: 'A', level: 2 },
        { id: 'b', text: 'B', level: 2 },
      ],
    );
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('dates the article as its card does, by its display date; the update line keeps the real time', () => {
    renderView([]);
    const published = screen.getByText('January 5, 2020');
    expect(published.tagName).toBe('TIME');
    expect(published).toHaveAttribute('datetime', '2020-01-05');
    expect(screen.getByText('April 20, 2026 17:05')).toHaveAttribute('datetime', '2026-04-20T17:05:00.000Z');
  });

  it('lists research links under a collapsed Detail, opening in a new tab', () => {
    renderView([]);
    const detail = screen.getByText('Detail').closest('details')!;
    expect(detail).not.toHaveAttribute('open');
    const link = within(detail).getByRole('link', { name: 'https://vitest.dev/', hidden: true });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'Nothing' when there are no next articles", () => {
    renderView([]);
    const next = screen.getByRole('region', { name: 'Next Articles' });
    expect(within(next).getByText('Nothing')).toBeInTheDocument();
  });

  it('links next articles by id, or by /local plus href when they have none', () => {
    renderView([
      { ...article, id: 'n1', key: 'n1', title: 'CSS Grid' },
      { ...article, id: undefined, key: 'local-a-local-one', href: '/a-local-one', title: 'A local one' },
    ]);
    expect(screen.getByRole('link', { name: 'CSS Grid' })).toHaveAttribute('href', '/blog/n1');
    expect(screen.getByRole('link', { name: 'A local one' })).toHaveAttribute('href', '/local/a-local-one');
  });
});
