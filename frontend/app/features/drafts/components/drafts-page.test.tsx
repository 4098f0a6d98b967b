import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockApi } from '~/test/mock-api';
import { render, settle } from '~/test/render';
import type { DraftWire } from '~/lib/article-wire';
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
  publishAt: null,
  emailSubscribers: true,
  scheduleProblem: null,
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

  it("lists each draft with its heading, 'Draft at' its time, and Delete, Edit, Schedule, Publish", async () => {
    await showPage();
    expect(api.calls[0].url).toBe('/api/article-draft-writer-blog/?id=demo&reference=abc&pageSize=50');
    const row = rowOf('Quiet Mornings');
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent('Quiet Mornings');
    expect(row).toHaveTextContent('Draft at November 21, 2026, 09:24 UTC');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete', 'Edit', 'Schedule', 'Publish', 'Share preview']);
    expect(within(row).getByRole('checkbox', { name: 'E-mail to subscribers' })).toBeChecked();
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
    expect(api.callsTo(`POST ${DRAFTS}/publish`)[0].body).toEqual({ emailSubscribers: true });
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

  it("Publish with 'E-mail to subscribers' unticked sends none", async () => {
    api.on(`POST ${DRAFTS}/publish`, { status: 201, body: { data: { _id: 'art1', href: '/quiet-mornings' } } });
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('checkbox', { name: 'E-mail to subscribers' })));
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Publish' })));
    expect(api.callsTo(`POST ${DRAFTS}/publish`)[0].body).toEqual({ emailSubscribers: false });
  });

  it("Schedule sets a publish time; the list then shows 'Scheduled for' it", async () => {
    const later = new Date(Date.now() + 3 * 24 * 3600_000);
    later.setSeconds(0, 0);
    api.on(`PUT ${DRAFTS}/schedule`, ({ body }) => {
      const { publishAt, emailSubscribers } = body as { publishAt: string; emailSubscribers: boolean };
      drafts = drafts.map((d) => (d._id === 'draft1' ? { ...d, publishAt, emailSubscribers } : d));
      return { status: 200, body: { data: { _id: 'draft1', publishAt, emailSubscribers } } };
    });
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Schedule' })));
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T${pad(later.getHours())}:${pad(later.getMinutes())}`;
    await user(() => fireEvent.change(within(rowOf('Quiet Mornings')).getByLabelText('Publish at'), { target: { value: local } }));
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Save time' })));
    const [sent] = api.callsTo(`PUT ${DRAFTS}/schedule`);
    expect(sent.url).toBe('/api/article-draft-writer-blog/schedule?id=demo&reference=draft1');
    expect(sent.body).toEqual({ publishAt: later.toISOString(), emailSubscribers: true });
    const row = rowOf('Quiet Mornings');
    expect(row).toHaveTextContent(/Scheduled for \w+ \d{1,2}, \d{4}, \d{2}:\d{2} UTC/);
    expect(within(row).queryByLabelText('Publish at')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Change time' })).toBeInTheDocument();
  });

  it('refuses a time that has passed before asking the CMS', async () => {
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Schedule' })));
    await user(() =>
      fireEvent.change(within(rowOf('Quiet Mornings')).getByLabelText('Publish at'), { target: { value: '2020-01-01T09:00' } }),
    );
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Save time' })));
    expect(within(rowOf('Quiet Mornings')).getAllByRole('alert')[0]).toHaveTextContent(
      'The publish time has passed: choose a time in the future.',
    );
    expect(api.callsTo(`PUT ${DRAFTS}/schedule`)).toHaveLength(0);
  });

  it('a scheduled draft can have its time cleared; a failed scheduled publish says why', async () => {
    drafts = [
      { ...DRAFT, publishAt: '2030-05-01T08:30:00.000Z' },
      { ...DRAFT, _id: 'draft2', headingSave: 'Second Draft', scheduleProblem: 'An article with this title already exists.' },
    ];
    api.on(`DELETE ${DRAFTS}/schedule`, () => {
      drafts = drafts.map((d) => ({ ...d, publishAt: null }));
      return { status: 200, body: { data: { _id: 'draft1', publishAt: null } } };
    });
    await showPage();
    expect(rowOf('Quiet Mornings')).toHaveTextContent('Scheduled for May 1, 2030, 08:30 UTC');
    expect(rowOf('Second Draft')).toHaveTextContent('Not published at its time: An article with this title already exists.');
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Change time' })));
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Clear time' })));
    expect(api.callsTo(`DELETE ${DRAFTS}/schedule`)[0].url).toBe('/api/article-draft-writer-blog/schedule?id=demo&reference=draft1');
    expect(rowOf('Quiet Mornings')).not.toHaveTextContent('Scheduled for');
  });
});

describe('Share preview (ADR 40)', () => {
  const LINKS = '/api/preview-link';
  const TOKEN = 'T'.repeat(43);
  let links: { id: string; createdAt: string; expiresAt: string }[];
  beforeEach(() => {
    links = [{ id: 'link1', createdAt: '2026-11-20T08:00:00.000Z', expiresAt: '2026-11-27T08:00:00.000Z' }];
    api.on(`GET ${LINKS}`, () => ({ status: 200, body: { data: links } }));
  });

  it('lists the open links of the draft with their expiry, makes a new one to copy once, and revokes one', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.on(`POST ${LINKS}`, () => {
      const made = { id: 'link2', createdAt: '2026-11-24T09:00:00.000Z', expiresAt: '2026-12-01T09:00:00.000Z' };
      links = [made, ...links];
      return { status: 201, body: { data: { ...made, token: TOKEN } } };
    });
    api.on(`DELETE ${LINKS}`, ({ query }) => {
      links = links.filter((link) => link.id !== query.get('reference'));
      return { status: 200, body: { data: { revoked: query.get('reference') } } };
    });
    await showPage();
    const share = within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Share preview' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await user(() => fireEvent.click(share));
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Preview links for “Quiet Mornings”' });
    expect(api.callsTo(`GET ${LINKS}`)[0].url).toBe('/api/preview-link?id=demo&reference=draft1');
    expect(within(panel).getByRole('list', { name: 'Open preview links' })).toHaveTextContent(
      'Made November 20, 2026, 08:00 UTC · expires November 27, 2026, 08:00 UTC',
    );

    await user(() => fireEvent.click(within(panel).getByRole('button', { name: 'New link' })));
    expect(api.callsTo(`POST ${LINKS}`)[0].url).toBe('/api/preview-link?id=demo&reference=draft1');
    const address = within(panel).getByLabelText('New link: copy it now, it is shown only once');
    expect(address).toHaveValue(`${window.location.origin}/preview/${TOKEN}`);
    expect(panel).toHaveTextContent('Expires December 1, 2026, 09:00 UTC');
    await user(() => fireEvent.click(within(panel).getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/preview/${TOKEN}`);
    expect(within(panel).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Revoke' })).toHaveLength(2);

    await user(() => fireEvent.click(within(panel).getAllByRole('button', { name: 'Revoke' })[0]));
    expect(api.callsTo(`DELETE ${LINKS}`)[0].url).toBe('/api/preview-link?id=demo&reference=link2');
    expect(within(panel).queryByLabelText('New link: copy it now, it is shown only once')).toBeNull();
    expect(within(panel).getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    expect(within(panel).getByRole('status')).toHaveTextContent('Revoked: that link now opens nothing.');
  });

  it("says why when the draft is gone, in the server's words", async () => {
    api.on(`POST ${LINKS}`, { status: 404, body: { error: { status: 404, message: 'No draft has this id.' } } });
    await showPage();
    await user(() => fireEvent.click(within(rowOf('Quiet Mornings')).getByRole('button', { name: 'Share preview' })));
    const panel = screen.getByRole('region', { name: 'Preview links for “Quiet Mornings”' });
    await user(() => fireEvent.click(within(panel).getByRole('button', { name: 'New link' })));
    expect(within(panel).getByRole('status')).toHaveTextContent('No draft has this id.');
  });
});
