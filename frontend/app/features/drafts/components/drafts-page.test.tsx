import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import type { DraftWire } from '../draft';
import { DraftsPage } from './drafts-page';

// Quill does not run in jsdom: the editor is a plain field here (the page is what is tested).
vi.mock('~/features/editor/components/rich-text-editor', () => ({
  RichTextEditor: ({ id, label, value }: { id: string; label: string; value: string }) => (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} readOnly />
    </>
  ),
}));

// The menu's counts: every draft write asks for them again.
const refreshOverview = vi.hoisted(() => vi.fn());
vi.mock('~/lib/owner-overview', () => ({ refreshOverview }));

const DRAFT: DraftWire = {
  _id: 'draft1',
  href: '/quiet-mornings',
  headingSave: 'Quiet Mornings',
  imageCdn: 'https://example.com/a.jpg',
  imageSource: 'Photo by Ann',
  imageSave: ['https://example.com/a.jpg', 'Photo by Ann'],
  articleSave: btoa('<p>Hello</p>'),
  authorSave: 'Rowan Ellis',
  dateSave: '21 Nov 2026',
  researchLinksSave: ['https://example.com/paper'],
  category: 'Health',
  totalWords: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:24:00.000Z',
};

const DRAFTS = '/api/article-draft-writer-blog';
let drafts: DraftWire[];
let listAnswers: Promise<void> | null;
let api: MockApi;

beforeEach(() => {
  drafts = [DRAFT, { ...DRAFT, _id: 'draft2', headingSave: 'Second Draft', href: '/second-draft' }];
  listAnswers = null;
  api = mockApi({
    [`GET ${DRAFTS}`]: async () => {
      if (listAnswers) await listAnswers;
      return { status: 200, body: { data: drafts, meta: { pagination: { page: 1, pageSize: 50, total: drafts.length, pageCount: 1 } } } };
    },
  });
});
afterEach(() => {
  refreshOverview.mockClear();
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
          <DraftsPage />
        </SWRConfig>
      ),
    },
    { path: '/redirect-play-post-flow', Component: () => <h1>Redirecting</h1> },
  ]);
  render(<Stub />);
  await settle();
}

const rowOf = (title: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(title))!;

describe('DraftsPage', () => {
  it("shows 'Loading' and three placeholder rows until the drafts arrive", async () => {
    let release = () => {};
    listAnswers = new Promise((resolve) => {
      release = resolve;
    });
    await showPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading');
    expect(document.querySelectorAll('.placeholder-row')).toHaveLength(3);
    await act(async () => release());
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Draft');
    expect(document.querySelectorAll('.placeholder-row')).toHaveLength(0);
  });

  it("is titled 'Data not available' without drafts", async () => {
    drafts = [];
    await showPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Data not available');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it("lists each draft with its heading, 'Draft at' its time, and Delete, Edit, Publish", async () => {
    await showPage();
    expect(api.calls[0].url).toBe('/api/article-draft-writer-blog/?id=demo&reference=abc&pageSize=50');
    const row = rowOf('Quiet Mornings');
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent('Quiet Mornings');
    expect(row).toHaveTextContent('Draft at November 21, 2026, 09:24 UTC');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete', 'Edit', 'Publish']);
  });

  it('Delete removes the draft, then the list and the menu counts load again', async () => {
    api.on(`DELETE ${DRAFTS}`, ({ body }) => {
      drafts = drafts.filter((d) => d._id !== (body as { arg: string }).arg);
      return { status: 200, body: { data: { deleted: 'draft1' } } };
    });
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Delete' })));
    const [sent] = api.callsTo(`DELETE ${DRAFTS}`);
    expect(sent.url).toBe('/api/article-draft-writer-blog/?id=demo');
    expect(sent.body).toEqual({ arg: 'draft1' });
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual(['Second Draft']);
    expect(refreshOverview).toHaveBeenCalledWith('demo');
  });

  it("Publish keeps the article's one address (/blog/{id}) under redirect-post and goes to /redirect-play-post-flow", async () => {
    api.on(`POST ${DRAFTS}/publish`, { status: 201, body: { data: { _id: 'art1', href: '/quiet-mornings' } } });
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Publish' })));
    expect(api.callsTo(`POST ${DRAFTS}/publish`)[0].url).toBe('/api/article-draft-writer-blog/publish?id=demo&reference=draft1');
    expect(window.localStorage.getItem('redirect-post')).toBe('/blog/art1');
    expect(screen.getByRole('heading', { name: 'Redirecting' })).toBeInTheDocument();
    expect(refreshOverview).toHaveBeenCalledWith('demo');
  });

  it.each([
    [409, 'An article with this title already exists.', 'An article with this title already exists.'],
    [400, 'Picture cdn not available...', 'Picture cdn not available...'],
    [500, 'Check your internet...', 'Internal Server Error'],
  ])('a %i answer to Publish shows %s and stays', async (status, shown, message) => {
    api.on(`POST ${DRAFTS}/publish`, { status, body: { error: { message } } });
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Publish' })));
    expect(within(rowOf('Quiet Mornings')).getByRole('alert')).toHaveTextContent(shown);
    expect(window.localStorage.getItem('redirect-post')).toBeNull();
    expect(refreshOverview).not.toHaveBeenCalled();
  });

  it('Edit opens the draft editor in place of the list, and Cancel brings the list back', async () => {
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Second Draft')).getByRole('button', { name: 'Edit' })));
    expect(screen.getByRole('region', { name: 'Edit draft' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Draft');
    expect(screen.getByLabelText('Title')).toHaveValue('Second Draft');
    expect(screen.queryByRole('list')).toBeNull();
    await user(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
