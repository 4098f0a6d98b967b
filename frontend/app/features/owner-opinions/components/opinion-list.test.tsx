import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import { OpinionList } from './opinion-list';

// The menu's counts: every delete asks for them again.
const refreshOverview = vi.hoisted(() => vi.fn());
vi.mock('~/lib/owner-overview', () => ({ refreshOverview }));

type Row = { id: string; values: [string, string, string]; reference: string | null; createdAt: string };
const row = (n: number, extra: Partial<Row> = {}): Row => ({
  id: `op${n}`,
  values: [`Reader ${n}`, 'Wales', `Opinion ${n}`],
  reference: `/blog/a${n}`,
  createdAt: '2026-05-01T08:00:00.000Z',
  ...extra,
});

let opinions: Row[];
let deleteStatus: number;
let pageCount: number;
let listHeld: Promise<void> | null;
let api: MockApi;
const OPINIONS = '/api/opinion-about-article-writer-blog';

beforeEach(() => {
  opinions = [row(1), row(2)];
  deleteStatus = 200;
  pageCount = 1;
  listHeld = null;
  api = mockApi({
    [`GET ${OPINIONS}`]: async ({ query }) => {
      if (listHeld) await listHeld;
      const page = Number(query.get('page'));
      return { status: 200, body: { data: opinions, meta: { pagination: { page, pageSize: 50, total: opinions.length, pageCount } } } };
    },
    [`DELETE ${OPINIONS}`]: ({ query }) => {
      if (deleteStatus === 200) opinions = opinions.filter((o) => o.id !== query.get('reference'));
      return { status: deleteStatus, body: {} };
    },
  });
});
afterEach(() => {
  refreshOverview.mockClear();
  vi.restoreAllMocks();
});

const click = async (button: HTMLElement) => {
  act(() => {
    fireEvent.click(button);
  });
  await settle();
};
const lists = () => api.callsTo(`GET ${OPINIONS}`);
const deletes = () => api.callsTo(`DELETE ${OPINIONS}`);
const bodyRows = () => screen.getAllByRole('row').slice(1);

async function showList(entry = '/') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <OpinionList />
        </SWRConfig>
      ),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  await settle();
}

describe('OpinionList', () => {
  it("shows three placeholder rows of '-' until the opinions arrive", async () => {
    let release = () => {};
    listHeld = new Promise((resolve) => {
      release = resolve;
    });
    await showList();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
    for (const placeholder of bodyRows())
      expect(
        within(placeholder)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['-', '-', '-', '-', '-']);
    await act(async () => release());
    await settle();
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Reader 1', 'Reader 2']);
  });

  it('lists name, country, the opinion as plain text and a link to its article', async () => {
    opinions = [
      row(1, { values: ['Zoë <b>', 'Wales', '<img src=x onerror=alert(1)> & "quoted"\nsecond line'], reference: '/blog/calm-code' }),
    ];
    await showList();
    expect(lists()[0].url).toBe('/api/opinion-about-article-writer-blog/?id=demo&reference=abc&page=1');
    const [first] = bodyRows();
    const cells = within(first).getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Zoë <b>',
      'Wales',
      '<img src=x onerror=alert(1)> & "quoted"\nsecond line',
    ]);
    expect(first.querySelector('img, b')).toBeNull();
    expect(within(first).getByRole('link', { name: '/blog/calm-code' })).toHaveAttribute('href', '/blog/calm-code');
    expect(within(first).getByRole('button', { name: 'Delete the opinion of Zoë <b>' })).toHaveTextContent('Delete');
  });

  it('never links a reference that is not a path of this site', async () => {
    opinions = [
      row(1, { reference: 'javascript:alert(1)' }),
      row(2, { reference: '//evil.example/x' }),
      row(3, { reference: '/\\evil.example/x' }),
      row(4, { reference: null }),
    ];
    await showList();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[3].textContent)).toEqual([
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example/x',
      '-',
    ]);
  });

  it('says "No opinions yet." when there are none', async () => {
    opinions = [];
    await showList();
    expect(screen.getByText('No opinions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the list could not be loaded, and Try again loads it again', async () => {
    api.once(`GET ${OPINIONS}`, { status: 500, body: { data: null, error: { status: 500, message: 'down' } } });
    await showList();
    expect(screen.getByRole('alert')).toHaveTextContent('The opinions could not be loaded.');
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodyRows()).toHaveLength(2);
  });

  it('names each cell by its column for the phone, where every row is a card', async () => {
    await showList();
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Country', 'Opinion', 'Article', null]);
    expect(cells.at(-1)).toHaveClass('owner-action');
  });

  it('Delete sends the id; then the list and the menu count load again', async () => {
    await showList();
    await click(within(bodyRows()[0]).getByRole('button', { name: /^Delete/ }));
    expect(deletes()[0].url).toBe('/api/opinion-about-article-writer-blog/?id=demo&reference=op1');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Reader 2']);
    expect(refreshOverview).toHaveBeenCalledWith('demo');
  });

  it("refreshes on any answer but 404, and only logs 'api failed...' when the delete failed", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await showList();
    deleteStatus = 500;
    await click(within(bodyRows()[0]).getByRole('button', { name: /^Delete/ }));
    expect(log).toHaveBeenCalledWith('api failed...');
    expect(lists()).toHaveLength(2);
    expect(refreshOverview).toHaveBeenCalledTimes(1);

    deleteStatus = 404;
    await click(within(bodyRows()[0]).getByRole('button', { name: /^Delete/ }));
    expect(log).toHaveBeenCalledTimes(2);
    expect(lists()).toHaveLength(2);
    expect(refreshOverview).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages with ?page= when there is more than one page', async () => {
    pageCount = 3;
    await showList('/?page=2');
    expect(lists()[0].url).toContain('&page=2');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?page=1');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?page=3');
  });

  it('shows no pager for a single page', async () => {
    await showList();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
