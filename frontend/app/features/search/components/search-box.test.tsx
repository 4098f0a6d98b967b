import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub, useParams } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render } from '~/test/render';
import type { ArticleSearchResult, ArticleSearchWire } from '../api/search-articles';
import { LIVE_SEARCH_DELAY_MS, SearchBox } from './search-box';

/** The CMS's answers use the spec's names. */
type Result = ArticleSearchWire['data'][number];

const REVISITED: Result = {
  _id: 'n1',
  href: '/semantic-html-revisited',
  headingSave: 'Semantic HTML: Why the Right Element Still Matters, Revisited',
  section: 'coding',
  createdAt: '2026-09-01T10:00:00.000Z',
};
const SEMANTIC: Result = {
  _id: 'n2',
  href: '/semantic-html',
  headingSave: 'Semantic HTML: Why the Right Element Still Matters',
  section: 'coding',
  createdAt: '2026-06-18T12:45:00.000Z',
};
const DESK: Result = {
  _id: 'n3',
  href: '/html-on-the-desk',
  headingSave: 'HTML on the Desk',
  section: 'coding',
  createdAt: '2025-03-01T10:00:00.000Z',
};
/** An article shipped with the site: the CMS never answers it, the box finds it itself. */
const SHIPPED: ArticleSearchResult = {
  href: '/how-this-blog-is-built',
  title: 'How This Blog Is Built',
  section: 'health',
  createdAt: '2025-01-02T10:00:00.000Z',
};
let shipped: ArticleSearchResult[] = [];

/** The CMS's answers by search text; anything else matches nothing. */
const ANSWERS: Record<string, ArticleSearchWire> = {
  html: { data: [REVISITED, SEMANTIC, DESK], meta: { total: 12, capped: false } },
  'semantic html': { data: [REVISITED, SEMANTIC], meta: { total: 2, capped: false } },
  // Not in the CMS's order on purpose: the box itself prefers the exact heading.
  'semantic html: why the right element still matters': { data: [REVISITED, SEMANTIC], meta: { total: 2, capped: false } },
};

let api: MockApi;
let cmsDown = false;

beforeEach(() => {
  cmsDown = false;
  shipped = [];
  api = mockApi({
    'GET /api/search': ({ query }) =>
      cmsDown
        ? { status: 502, body: {} }
        : { status: 200, body: ANSWERS[query.get('q') ?? ''] ?? { data: [], meta: { total: 0, capped: false } } },
  });
});

function ArticlePage() {
  const { id, slug } = useParams();
  return <h1>Article {id ?? slug}</h1>;
}

const page = (title: string) => () => <h1>{title}</h1>;

const Router = createRoutesStub([
  {
    path: '/',
    // The box lives in the layout, as in the site's footer, so it outlives a navigation.
    Component: () => (
      <>
        <SearchBox shipped={shipped} />
        <Outlet />
      </>
    ),
    children: [
      { index: true, Component: page('Home page') },
      { path: 'about', Component: page('About page') },
      { path: 'blog/page/coding', Component: page('Coding page') },
      { path: 'blog/:id', Component: ArticlePage },
      { path: 'local/:slug', Component: ArticlePage },
    ],
  },
]);

function renderBox() {
  // A fresh swr cache for each test.
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router initialEntries={['/']} />
    </SWRConfig>,
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
const form = () => screen.getByRole('search', { name: 'Site search' }) as HTMLFormElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const submit = () =>
  act(async () => {
    fireEvent.submit(form());
  });
const resultList = () => screen.queryByRole('list', { name: 'Matching articles' });
const searchedTexts = () => api.calls.map((call) => call.query.get('q'));
/** Lets the debounce run out and the answers arrive. */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, LIVE_SEARCH_DELAY_MS + 100)));

describe('SearchBox', () => {
  it('is a plain GET form to /search before JavaScript loads', () => {
    // The server's HTML, as a browser without JavaScript gets it.
    document.body.innerHTML = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router initialEntries={['/']} />
      </SWRConfig>,
    );
    const html = form();
    expect(html).toHaveAttribute('method', 'get');
    expect(html).toHaveAttribute('action', '/search');
    expect(input()).toHaveAttribute('name', 'q');
    expect(input()).toBeRequired();
    expect(within(html).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('is an accessible search form: labelled search input, required, and a Search button', () => {
    renderBox();
    expect(form()).toBeInTheDocument();
    expect(input()).toHaveAttribute('type', 'search');
    expect(input()).toBeRequired();
    expect(input()).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Search articles')).toBe(input());
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(resultList()).toBeNull();
  });

  it('lists matching articles as links while the reader types, lowercased, after a pause', async () => {
    renderBox();
    type('  HTML ');
    expect(api.calls).toHaveLength(0);
    await pause();
    expect(api.calls).toHaveLength(1);
    // Every match up to the CMS's cap, not a first few.
    expect(api.calls[0].url).toBe('/api/search?q=html&limit=1000');
    const list = await screen.findByRole('list', { name: 'Matching articles' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [REVISITED.headingSave, '/blog/n1'],
      [SEMANTIC.headingSave, '/blog/n2'],
      [DESK.headingSave, '/blog/n3'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('12 articles match, showing the first 3.');
  });

  it('lists every match the CMS returns, however many, and says how many match', async () => {
    const many: Result[] = Array.from({ length: 40 }, (_, n) => ({
      _id: `m${n}`,
      href: `/sleep-note-${n}`,
      headingSave: `Sleep note ${n}`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
      section: 'health',
    }));
    ANSWERS.sleep = { data: many, meta: { total: 40, capped: false } };
    try {
      renderBox();
      type('sleep');
      await pause();
      const list = await screen.findByRole('list', { name: 'Matching articles' });
      expect(within(list).getAllByRole('link')).toHaveLength(40);
      expect(screen.getByRole('status')).toHaveTextContent('40 articles match.');
    } finally {
      delete ANSWERS.sleep;
    }
  });

  it('says when the CMS stopped counting, and lists what it sent', async () => {
    ANSWERS.note = { data: [SEMANTIC, REVISITED], meta: { total: 1000, capped: true } };
    try {
      renderBox();
      type('note');
      await pause();
      expect(await screen.findByRole('status')).toHaveTextContent('More than 1,000 articles match, showing the first 2.');
    } finally {
      delete ANSWERS.note;
    }
  });

  it('asks once per pause, not once per letter', async () => {
    renderBox();
    for (const text of ['s', 'se', 'sem', 'semantic html']) type(text);
    await pause();
    expect(searchedTexts()).toEqual(['semantic html']);
  });

  it('says so when no article matches', async () => {
    renderBox();
    type('quantum knitting');
    await pause();
    expect(screen.getByRole('status')).toHaveTextContent('No articles match.');
    expect(resultList()).toBeNull();
  });

  it('ignores blank input and input that looks like an HTML tag pair', async () => {
    renderBox();
    type('   ');
    await pause();
    type('<b>html</b>');
    await pause();
    await submit();
    expect(api.calls).toHaveLength(0);
    expect(resultList()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('on submit goes to a page alias first (title, abbreviation or url), without asking for articles', async () => {
    renderBox();
    type('About');
    await submit();
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(input()).toHaveValue('');

    type('page/coding');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Coding page' })).toBeInTheDocument();

    type('hm');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('on submit goes to the article whose heading equals the text, before one that only contains it', async () => {
    renderBox();
    type('Semantic HTML: Why the Right Element Still Matters');
    await pause();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Article n2' })).toBeInTheDocument();
    // The live results were for this text: no second request.
    expect(api.calls).toHaveLength(1);
    expect(input()).toHaveValue('');
    expect(resultList()).toBeNull();
  });

  it('otherwise goes to the first article whose heading contains the text, asking the CMS if results are not there yet', async () => {
    renderBox();
    type('semantic html');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Article n1' })).toBeInTheDocument();
    expect(searchedTexts()).toEqual(['semantic html']);
  });

  it('lists and opens the articles shipped with the site, which the CMS does not know', async () => {
    shipped = [SHIPPED];
    renderBox();
    type('How this blog');
    await pause();
    const list = await screen.findByRole('list', { name: 'Matching articles' });
    expect(within(list).getByRole('link', { name: 'How This Blog Is Built' })).toHaveAttribute('href', '/local/how-this-blog-is-built');
    expect(screen.getByRole('status')).toHaveTextContent('1 article matches.');
    type('html');
    await pause();
    // A shipped article that does not match is not counted.
    expect(screen.getByRole('status')).toHaveTextContent('12 articles match, showing the first 3.');
    type('how this blog is built');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Article how-this-blog-is-built' })).toBeInTheDocument();
  });

  it('does nothing on submit when nothing matches', async () => {
    renderBox();
    type('quantum knitting');
    await submit();
    await pause();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(input()).toHaveValue('quantum knitting');
  });

  it('clears the text and the results when a result is picked', async () => {
    renderBox();
    type('html');
    await pause();
    fireEvent.click(screen.getByRole('link', { name: SEMANTIC.headingSave }));
    expect(await screen.findByRole('heading', { name: 'Article n2' })).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(resultList()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('clears the text and the results when closed with the button or Escape', async () => {
    renderBox();
    type('html');
    await pause();
    fireEvent.click(screen.getByRole('button', { name: 'Close search results' }));
    expect(input()).toHaveValue('');
    expect(resultList()).toBeNull();

    type('html');
    await waitFor(() => expect(resultList()).not.toBeNull());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveValue('');
    expect(resultList()).toBeNull();
  });

  it('says when the CMS cannot be reached, and stays put on submit', async () => {
    cmsDown = true;
    renderBox();
    type('html');
    await pause();
    expect(screen.getByRole('status')).toHaveTextContent('Search is not available right now.');
    await submit();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(input()).toHaveValue('html');
  });

  it('starts with a given text and landmark name (the /search page)', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {(() => {
          const Router = createRoutesStub([{ path: '/', Component: () => <SearchBox defaultValue="HTML" label="Search again" /> }]);
          return <Router initialEntries={['/']} />;
        })()}
      </SWRConfig>,
    );
    expect(screen.getByRole('search', { name: 'Search again' })).toBeInTheDocument();
    expect(input()).toHaveValue('HTML');
    // That text was just searched: live results start when the reader types.
    await pause();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    type('HTML5');
    type('HTML');
    expect(await screen.findByRole('list', { name: 'Matching articles' })).toBeInTheDocument();
  });
});
