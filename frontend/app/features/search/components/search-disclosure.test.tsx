import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub, useParams } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '~/test/mock-api';
import { render } from '~/test/render';
import type { ArticleSearchWire } from '../api/search-articles';
import { SearchDisclosure } from './search-disclosure';

const HTML_ANSWER: ArticleSearchWire = {
  data: [{ _id: 'n2', href: '/semantic-html', headingSave: 'Semantic HTML', section: 'coding', createdAt: '2026-01-02T00:00:00.000Z' }],
  meta: { total: 1, capped: false },
};

beforeEach(() => {
  mockApi({ 'GET /api/search': { status: 200, body: HTML_ANSWER } });
});

function ArticlePage() {
  return <h1>Article {useParams().id}</h1>;
}

const Router = createRoutesStub([
  {
    path: '/',
    Component: () => (
      <>
        <Outlet />
        <footer>
          <SearchDisclosure />
        </footer>
      </>
    ),
    children: [
      { path: 'blog', Component: () => <h1>Blog page</h1> },
      { path: 'blog/:id', Component: ArticlePage },
    ],
  },
]);

const app = () => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Router initialEntries={['/blog']} />
  </SWRConfig>
);

const details = () => document.querySelector('details.search-disclosure') as HTMLDetailsElement;
const summary = () => details().querySelector('summary') as HTMLElement;
const input = () => screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
/** Opens or closes the disclosure as a click on its summary does, and lets the toggle event run. */
async function toggle(open: boolean) {
  details().open = open;
  await waitFor(() => expect(details().open).toBe(open));
}

describe('SearchDisclosure', () => {
  it('is closed in the server HTML, with the plain GET form to /search inside for when it is opened without JavaScript', () => {
    document.body.innerHTML = renderToString(app());
    expect(details()).not.toHaveAttribute('open');
    expect(summary()).toHaveTextContent('Search');
    const form = within(details()).getByRole('search', { hidden: true });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(within(form).getByRole('searchbox', { hidden: true })).toHaveAttribute('name', 'q');
  });

  it('opening shows the form and puts the caret in it', async () => {
    render(app());
    expect(details().open).toBe(false);
    await toggle(true);
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('closing clears the text and the results', async () => {
    render(app());
    await toggle(true);
    fireEvent.change(input(), { target: { value: 'html' } });
    expect(await screen.findByRole('list', { name: 'Matching articles' })).toBeInTheDocument();
    await toggle(false);
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(screen.queryByRole('list', { name: 'Matching articles' })).toBeNull();
  });

  it('picking a result goes there, closes the search and clears it', async () => {
    render(app());
    await toggle(true);
    fireEvent.change(input(), { target: { value: 'html' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Semantic HTML' }));
    expect(await screen.findByRole('heading', { name: 'Article n2' })).toBeInTheDocument();
    await waitFor(() => expect(details().open).toBe(false));
    expect(input()).toHaveValue('');
  });

  it('Escape or Close closes it and gives the focus back to the summary', async () => {
    render(app());
    await toggle(true);
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(details().open).toBe(false));
    expect(document.activeElement).toBe(summary());

    await toggle(true);
    fireEvent.change(input(), { target: { value: 'html' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Close search results' }));
    await waitFor(() => expect(details().open).toBe(false));
    expect(document.activeElement).toBe(summary());
    await waitFor(() => expect(input()).toHaveValue(''));
  });
});
