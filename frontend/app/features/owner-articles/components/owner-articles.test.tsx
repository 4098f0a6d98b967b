import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleSummaryWire } from '~/lib/article-wire';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import type { OwnerArticle } from '../owner-article';
import { OwnerArticles } from './owner-articles';

/** 12 CMS articles, newest first: two pages of 10. */
const CMS = Array.from({ length: 12 }, (_, i): ArticleSummaryWire => ({
  _id: `doc${i + 1}`,
  id: i + 1,
  href: `/article-${i + 1}`,
  headingSave: `Article ${i + 1}${i === 4 ? ' about Calm Code' : ''}`,
  imageCdn: 'https://images.example/a.png',
  imageSource: 'Photo by A',
  imageSave: ['https://images.example/a.png', 'Photo by A'],
  authorSave: 'Rowan Ellis',
  dateSave: '',
  researchLinksSave: [],
  category: 'Coding',
  section: 'coding',
  totalWords: 10,
  createdAt: `2026-01-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-01-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`,
}));
const LOCAL: OwnerArticle[] = [
  {
    href: '/how-this-blog-is-built',
    title: 'How This Blog Is Built',
    category: 'Coding',
    createdAt: '2025-01-02T10:00:00.000Z',
  },
];

let api: MockApi;
const requested = () => api.calls.map((call) => call.url);

beforeEach(() => {
  api = mockApi({
    'GET /api/article': ({ query }) => {
      const page = Number(query.get('page'));
      const data = CMS.slice((page - 1) * 10, page * 10);
      return { status: 200, body: { data, meta: { pagination: { page, pageSize: 10, total: CMS.length, pageCount: 2 } } } };
    },
    'GET /api/search': ({ query }) => {
      const q = query.get('q') ?? '';
      const data = CMS.filter((a) => a.headingSave.toLowerCase().includes(q)).map(({ _id, href, headingSave, section, createdAt }) => ({
        _id,
        href,
        headingSave,
        section,
        createdAt,
      }));
      return { status: 200, body: { data, meta: { total: data.length, capped: false } } };
    },
  });
});
afterEach(() => {
  window.localStorage.clear();
});

const user = async (action: () => void) => {
  act(action);
  await settle();
};

async function showPage() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <OwnerArticles localArticles={LOCAL} />
        </SWRConfig>
      ),
      children: [],
    },
    { path: '/dashboard/write', Component: () => <h1>Write page</h1> },
  ]);
  render(<Stub />);
  await settle();
}

const published = () => screen.getByRole('region', { name: /Published articles|Title matches/ });
const titles = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const search = async (text: string) => {
  await user(() => fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: text } }));
  await user(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
};

describe('OwnerArticles', () => {
  it('lists 10 articles a page with their category and date, and pages with Previous and Next', async () => {
    await showPage();
    expect(titles(published())).toEqual(CMS.slice(0, 10).map((a) => a.headingSave));
    expect(within(published()).getAllByRole('listitem')[0]).toHaveTextContent('Coding · January 20, 2026');
    expect(screen.getByText('page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(requested()).toContain('/api/article/?id=demo&page=2&pageSize=10');
    expect(titles(published())).toEqual(['Article 11', 'Article 12']);
    expect(screen.getByText('page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('replaces the list with title matches in any case, and goes back when the box is cleared', async () => {
    await showPage();
    await search('CALM code');
    expect(requested()).toContain('/api/search?q=calm+code&limit=10');
    expect(titles(published())).toEqual(['Article 5 about Calm Code']);
    expect(screen.getByRole('status')).toHaveTextContent('1 article matches.');
    expect(screen.queryByText(/page 1 of/)).toBeNull();
    await user(() => fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: '' } }));
    expect(titles(published())).toHaveLength(10);
    expect(screen.getByText('page 1 of 2')).toBeInTheDocument();
  });

  it('ignores a search text that looks like an HTML tag pair', async () => {
    await showPage();
    await search('<b>Calm</b>');
    expect(requested().some((url) => url.startsWith('/api/search'))).toBe(false);
    expect(titles(published())).toHaveLength(10);
  });

  it('lists the articles shipped with the site as read-only: Preview only', async () => {
    await showPage();
    const local = within(screen.getByRole('region', { name: 'Shipped with the site' })).getByRole('listitem');
    expect(local).toHaveTextContent('How This Blog Is Built');
    for (const name of ['Edit', 'Delete']) {
      const button = within(local).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Shipped with the site: read-only');
    }
    expect(within(local).getByRole('link', { name: /Preview/ })).toHaveAttribute('href', '/local/how-this-blog-is-built');
  });

  it('previews a CMS article at /blog/{_id} in a new tab', async () => {
    await showPage();
    const link = within(within(published()).getAllByRole('listitem')[0]).getByRole('link', { name: /^Preview/ });
    expect(link).toHaveAttribute('href', '/blog/doc1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('Edit stores the article under editArticle and opens the Write page', async () => {
    await showPage();
    await user(() => fireEvent.click(within(within(published()).getAllByRole('listitem')[1]).getByRole('button', { name: 'Edit' })));
    expect(JSON.parse(window.localStorage.getItem('editArticle')!)).toEqual({ _id: 'doc2', href: '/article-2' });
    expect(screen.getByRole('heading', { name: 'Write page' })).toBeInTheDocument();
  });

  it('Delete stores the article under delete_article and opens the password panel', async () => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    await showPage();
    await user(() => fireEvent.click(within(within(published()).getAllByRole('listitem')[2]).getByRole('button', { name: 'Delete' })));
    expect(JSON.parse(window.localStorage.getItem('delete_article')!)).toEqual({ _id: 'doc3', headingSave: 'Article 3' });
    expect(screen.getByRole('dialog', { name: 'Delete article' })).toHaveTextContent('“Article 3” will be deleted');
  });
});
