import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import { PingList } from './ping-list';

// The menu's counts: every delete asks for them again.
const refreshOverview = vi.hoisted(() => vi.fn());
vi.mock('~/lib/owner-overview', () => ({ refreshOverview }));

/** UTF-8 base64, as the CMS sends each value. */
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
type Row = { id: string; values: string[]; createdAt: string };
const ping = (id: string, email: string, name: string, country: string, message: string): Row => ({
  id,
  values: [email, name, country, message].map(b64),
  createdAt: '2026-05-01T08:00:00.000Z',
});

let pings: Row[];
let deleteStatus: number;
let listHeld: Promise<void> | null;
let api: MockApi;
const PINGS = '/api/contacttry-writer-blog';

beforeEach(() => {
  pings = [ping('p1', 'ann@example.com', 'Ann', 'Wales', 'Hello there'), ping('p2', 'bo@example.com', 'Bo', 'Chile', 'Second')];
  deleteStatus = 204;
  listHeld = null;
  api = mockApi({
    [`GET ${PINGS}`]: async () => {
      if (listHeld) await listHeld;
      return { status: 200, body: { data: pings, meta: { pagination: { page: 1, pageSize: 50, total: pings.length, pageCount: 1 } } } };
    },
    [`DELETE ${PINGS}`]: ({ query }) => {
      if (deleteStatus === 204) pings = pings.filter((p) => p.id !== query.get('reference'));
      return { status: deleteStatus };
    },
  });
});
afterEach(() => {
  refreshOverview.mockClear();
});

const click = async (button: HTMLElement) => {
  act(() => {
    fireEvent.click(button);
  });
  await settle();
};
const lists = () => api.callsTo(`GET ${PINGS}`);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const texts = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent);

async function showList() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      Component: () => (
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <PingList />
        </SWRConfig>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await settle();
}

describe('PingList', () => {
  it("shows placeholder rows with '-' in every cell while loading", async () => {
    let release = () => {};
    listHeld = new Promise((resolve) => {
      release = resolve;
    });
    await showList();
    expect(bodyRows()).toHaveLength(3);
    for (const placeholder of bodyRows())
      expect(
        within(placeholder)
          .getAllByRole('cell')
          .every((cell) => cell.textContent === '-'),
      ).toBe(true);
    await act(async () => release());
    await settle();
    expect(bodyRows().map(texts)).toEqual([
      ['Ann', 'ann@example.com', 'Wales', 'Hello there'],
      ['Bo', 'bo@example.com', 'Chile', 'Second'],
    ]);
  });

  it('decodes the four base64 values (email, name, country, message) as UTF-8 plain text', async () => {
    pings = [ping('p9', 'zoe@example.com', 'Zoë Ångström 東京', 'Česko <b>', '<script>alert("x")</script> 🙂\nnew line')];
    await showList();
    expect(lists()[0].url).toBe('/api/contacttry-writer-blog/?id=demo&page=1');
    const [first] = bodyRows();
    expect(texts(first)).toEqual(['Zoë Ångström 東京', 'zoe@example.com', 'Česko <b>', '<script>alert("x")</script> 🙂\nnew line']);
    expect(first.querySelector('script, b')).toBeNull();
    expect(within(first).getByRole('link', { name: 'zoe@example.com' })).toHaveAttribute('href', 'mailto:zoe@example.com');
  });

  it('says "No messages yet." when there are none', async () => {
    pings = [];
    await showList();
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Delete: 204 refreshes the list and the menu count', async () => {
    await showList();
    await click(within(bodyRows()[0]).getByRole('button', { name: 'Delete the message from Ann' }));
    const [sent] = api.callsTo(`DELETE ${PINGS}`);
    expect(sent.url).toBe('/api/contacttry-writer-blog/?reference=p1&id=demo');
    expect(bodyRows().map((r) => texts(r)[0])).toEqual(['Bo']);
    expect(refreshOverview).toHaveBeenCalledWith('demo');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('any other answer keeps the list and says the message was not deleted', async () => {
    deleteStatus = 500;
    await showList();
    await click(within(bodyRows()[0]).getByRole('button', { name: /^Delete/ }));
    expect(lists()).toHaveLength(1);
    expect(refreshOverview).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('The message could not be deleted. Please try again.');
    expect(bodyRows()).toHaveLength(2);
  });
});
