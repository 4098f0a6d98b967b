import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { createRoutesStub } from 'react-router';
import { SWRConfig, mutate } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, type MockApi, type Reply } from '~/test/mock-api';
import { cleanup, render } from '~/test/render';
import { COPY_DELAY_MS } from '../use-local-copy';
import { SERVER_COPY_DELAY_MS } from '../use-server-copy';
import { ArticleForm } from './article-form';

// Quill needs a real browser (the end-to-end tests drive it): a labelled text
// area stands in for the rich-text editor here.
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (html: string) => void }) => (
    <label>
      {label}
      <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  ),
}));

const ARTICLE = {
  _id: 'k3x9',
  id: 3,
  href: '/tea-first',
  headingSave: 'Tea First',
  imageCdn: 'https://img.example.com/tea.jpg',
  imageSource: 'Photo by Ana',
  imageSave: [],
  articleSave: Buffer.from('<p>Steam rises, café quiet</p>', 'utf8').toString('base64'),
  authorSave: 'Rowan Ellis',
  dateSave: 'March 3, 2026',
  researchLinksSave: ['https://a.example.com/study'],
  category: 'Health',
  section: 'health',
  totalWords: 4,
  createdAt: '2026-03-03T08:00:00.000Z',
  updatedAt: '2026-03-04T08:00:00.000Z',
  imageCdnBytes: null,
};

/** The server copy's answer to a save: the work's new revision and when it was saved. */
const savedAs =
  (revision: () => number) =>
  ({ body }: ApiCall): Reply => ({
    status: 200,
    body: { data: { reference: (body as { reference: string }).reference, revision: revision(), savedAt: '2026-11-24T09:42:00.000Z' } },
  });

let api: MockApi;

beforeEach(async () => {
  // The page copies its fields as it unmounts, after the previous test's own clean-up.
  window.localStorage.clear();
  // The default swr cache, which refreshOverview revalidates, starts empty.
  await mutate(() => true, undefined, { revalidate: false });
  window.localStorage.setItem('auth', JSON.stringify({ generalisedData: { username: 'rowan_ellis' }, result: 'owner' }));
  api = mockApi({
    'GET /api/dashboard-overview': { status: 200, body: { data: { opinions: 0, pings: 0, drafts: 0 } } },
    'GET /api/getapostadsfgd': { status: 200, body: ARTICLE },
    // The server copy (ADR 39; server-copy.test.tsx): none yet, and every save taken.
    'GET /api/working-copy': { status: 200, body: { data: null } },
    'PUT /api/working-copy': savedAs(() => 1),
    'DELETE /api/working-copy': { status: 200, body: { data: { deleted: true } } },
  });
});
afterEach(() => {
  window.localStorage.clear();
});

function renderPage() {
  const Router = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ site: { siteKey: 'demo-site-key', productSlug: 'writer-blog' } }),
      HydrateFallback: () => null,
      children: [
        { path: 'dashboard/write', Component: () => <ArticleForm expectedAuthor="Rowan Ellis" /> },
        { path: 'redirect-play-post-flow', Component: () => <h1>Redirecting</h1> },
      ],
    },
  ]);
  return render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <Router initialEntries={['/dashboard/write']} />
    </SWRConfig>,
  );
}

const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const status = () => screen.getByRole('status');
const ready = () => waitFor(() => expect(field('Title')).toBeEnabled());

function fillArticle() {
  type('Title', 'Calm Code, Slow Mornings');
  type('Picture', 'https://img.example.com/desk.jpg Photo by Ana Rowe');
  type('Article', '<p>Tea, then a quiet terminal.</p>');
  type('Source', 'https://a.example.com/paper\nhttps://b.example.com/study');
  type('Author', 'Rowan Ellis');
  type('Reference', 'true');
}

describe('ArticleForm in write mode', () => {
  it('has the labelled fields in the spec order, the word count 3, the address it will have and both buttons', async () => {
    renderPage();
    await ready();
    const labels = Array.from(document.querySelectorAll('label')).map((label) => label.textContent);
    // 'E-mail to subscribers' (ADR 37) sits beside Post, ticked.
    expect(labels).toEqual(['Category', 'Title', 'Picture', 'Article', 'Source', 'Author', 'Reference', 'E-mail to subscribers']);
    expect(screen.getByRole('checkbox', { name: 'E-mail to subscribers' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Write');
    expect(field('Category')).toHaveValue('Health');
    expect(screen.getByText('Words').nextSibling).toHaveTextContent('3');
    type('Title', 'Calm Code, Slow Mornings');
    type('Article', '<p>one two&nbsp;three four</p>');
    expect(screen.getByText('Words').nextSibling).toHaveTextContent('4');
    // No address before the id exists: a line that says so, never a path that answers 404.
    expect(screen.getByText('Address').nextSibling).toHaveTextContent('/blog/… its id is given when it is posted');
    expect(screen.queryByText('/calm-code-slow-mornings')).toBeNull();
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await waitFor(() => expect(document.querySelector('.draft-marker')).toHaveTextContent('+'));
  });

  it('pre-selects the category from the title until the writer picks one; the pick then stays and is sent', async () => {
    api.on('POST /api/article', { status: 201, body: { data: { _id: 'n3w1d', href: '/quiet' }, message: 'Created' } });
    renderPage();
    await ready();
    expect(field('Category')).toHaveValue('Health');
    expect(screen.getByText('Picked from the title until you choose.')).toBeInTheDocument();
    type('Title', 'Learning JavaScript slowly');
    expect(field('Category')).toHaveValue('Coding');
    type('Title', 'Learning to sleep');
    expect(field('Category')).toHaveValue('Health');
    type('Category', 'Coding');
    expect(screen.queryByText('Picked from the title until you choose.')).toBeNull();
    type('Title', 'Slow mornings and tea');
    expect(field('Category')).toHaveValue('Coding');
    fillArticle();
    type('Title', 'Slow mornings and tea');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('heading', { name: 'Redirecting' });
    expect(api.callsTo('POST /api/article')[0].body).toMatchObject({ headingSave: 'Slow mornings and tea', category: 'Coding' });
  });

  it('sends the pre-selected category when the writer never picks one', async () => {
    api.on('POST /api/article', { status: 201, body: { data: { _id: 'n3w1d', href: '/x' }, message: 'Created' } });
    renderPage();
    await ready();
    fillArticle();
    type('Title', 'Notes on TypeScript');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('heading', { name: 'Redirecting' });
    expect(api.callsTo('POST /api/article')[0].body).toMatchObject({ category: 'Coding' });
  });

  it('shows the first problem in the status and sends nothing', async () => {
    renderPage();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(status()).toHaveTextContent('Title not available...');
    type('Title', 'Calm');
    type('Picture', 'desk.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(status()).toHaveTextContent('Picture cdn not available...');
    fillArticle();
    type('Author', 'Someone Else');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(status()).toHaveTextContent('Authentication failed!');
    window.localStorage.removeItem('auth');
    type('Author', 'Rowan Ellis');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(status()).toHaveTextContent('Authentication failed...');
    expect(api.callsTo('POST /api/article')).toHaveLength(0);
  });

  it('posts the article once, however often Post is clicked, then goes to the redirect page', async () => {
    api.on('POST /api/article', { status: 201, body: { data: { _id: 'n3w1d', href: '/calm-code-slow-mornings' }, message: 'Created' } });
    renderPage();
    await ready();
    fillArticle();
    const post = screen.getByRole('button', { name: 'Post' });
    fireEvent.click(post);
    fireEvent.click(post);
    expect(post).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Redirecting' })).toBeInTheDocument();
    const posts = api.callsTo('POST /api/article');
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe('/api/article?id=demo-site-key');
    expect(posts[0].body).toMatchObject({
      headingSave: 'Calm Code, Slow Mornings',
      imageCdn: 'https://img.example.com/desk.jpg',
      imageSource: 'Photo by Ana Rowe',
      articleSave: Buffer.from('<p>Tea, then a quiet terminal.</p>').toString('base64'),
      authorSave: 'Rowan Ellis',
      researchLinksSave: ['https://a.example.com/paper', 'https://b.example.com/study'],
      category: 'Health',
      reference: 'true',
      totalWords: 5,
      href: '/calm-code-slow-mornings',
      emailSubscribers: true,
    });
    expect(window.localStorage.getItem('redirect-post')).toBe('/blog/n3w1d');
    expect(window.localStorage.getItem('editor-copy:write')).toBeNull();
  });

  it("posts with no e-mail to subscribers once 'E-mail to subscribers' is unticked", async () => {
    api.on('POST /api/article', { status: 201, body: { data: { _id: 'n3w1d', href: '/calm-code-slow-mornings' }, message: 'Created' } });
    renderPage();
    await ready();
    fillArticle();
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail to subscribers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('heading', { name: 'Redirecting' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/article')[0].body).toMatchObject({ emailSubscribers: false });
  });

  it('keeps everything typed when the post fails, showing the server reason or a connection issue', async () => {
    api.on('POST /api/article', {
      status: 409,
      body: { data: null, error: { status: 409, message: 'href: an article already has this address' } },
    });
    renderPage();
    await ready();
    fillArticle();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(status()).toHaveTextContent('href: an article already has this address'));
    api.on('POST /api/article', 'offline');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(status()).toHaveTextContent('Connection Issue'));
    expect(field('Title')).toHaveValue('Calm Code, Slow Mornings');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('editor-copy:write') ?? '{}').fields?.title).toBe('Calm Code, Slow Mornings'),
    );
  });

  it('saves a draft: Processing, then an empty editor, the copy gone and the draft marker refreshed', async () => {
    api.on('POST /api/article-draft-writer-blog', { status: 201, body: 201 });
    renderPage();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(status()).toHaveTextContent('Title not available...');
    type('Title', 'Half an idea');
    type('Article', '<p>Later</p>');
    api.on('GET /api/dashboard-overview', { status: 200, body: { data: { opinions: 0, pings: 0, drafts: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(status()).toHaveTextContent('Processing');
    await waitFor(() => expect(field('Title')).toHaveValue(''));
    expect(field('Article')).toHaveValue('');
    const drafts = api.callsTo('POST /api/article-draft-writer-blog');
    expect(drafts).toHaveLength(1);
    expect(drafts[0].url).toBe('/api/article-draft-writer-blog/?id=demo-site-key&reference=abc');
    expect(drafts[0].body).toMatchObject({ headingSave: 'Half an idea' });
    await waitFor(() => expect(document.querySelector('.draft-marker')).toHaveTextContent('abc'));
    await new Promise((resolve) => setTimeout(resolve, COPY_DELAY_MS + 50));
    expect(window.localStorage.getItem('editor-copy:write')).toBeNull();
  });

  it('says to check the connection when a draft cannot be saved, keeping the fields', async () => {
    api.on('POST /api/article-draft-writer-blog', { status: 502 });
    renderPage();
    await ready();
    type('Title', 'Half an idea');
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(status()).toHaveTextContent('Check your connection...'));
    expect(field('Title')).toHaveValue('Half an idea');
  });

  it('restores a local copy with a notice, and Discard empties the form', async () => {
    window.localStorage.setItem(
      'editor-copy:write',
      JSON.stringify({
        savedAt: Date.now() - 60000,
        fields: { category: 'Coding', title: 'Unsaved', pictureLine: '', body: '<p>Kept</p>', sourceBox: '', author: '', reference: '' },
      }),
    );
    renderPage();
    await ready();
    expect(field('Title')).toHaveValue('Unsaved');
    expect(field('Category')).toHaveValue('Coding');
    const notice = screen.getByRole('note', { name: 'Restored changes' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Discard' }));
    expect(field('Title')).toHaveValue('');
    expect(screen.queryByRole('note')).toBeNull();
    expect(window.localStorage.getItem('editor-copy:write')).toBeNull();
  });
});

describe('ArticleForm in edit mode', () => {
  beforeEach(() => window.localStorage.setItem('editArticle', JSON.stringify({ _id: 'k3x9', href: '/tea-first' })));

  it('loads the article into the fields and asks for the password', async () => {
    renderPage();
    await ready();
    expect(api.callsTo('GET /api/getapostadsfgd')[0].url).toBe('/api/getapostadsfgd?name=%2Fblog%2Fk3x9');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit article');
    expect(field('Title')).toHaveValue('Tea First');
    expect(field('Picture')).toHaveValue('https://img.example.com/tea.jpg Photo by Ana');
    expect(field('Article')).toHaveValue('<p>Steam rises, café quiet</p>');
    expect(field('Source')).toHaveValue('https://a.example.com/study');
    expect(field('Reference')).toHaveValue('');
    expect(field('Password')).toHaveAttribute('type', 'password');
    // An edit mails no one: no 'E-mail to subscribers'.
    expect(screen.queryByRole('checkbox', { name: 'E-mail to subscribers' })).toBeNull();
    // The article's category stays as stored, whatever the title suggests; its one address is a working link.
    expect(field('Category')).toHaveValue('Health');
    type('Title', 'Tea and JavaScript');
    expect(field('Category')).toHaveValue('Health');
    expect(within(screen.getByText('Address').nextSibling as HTMLElement).getByRole('link', { name: '/blog/k3x9' })).toHaveAttribute(
      'href',
      '/blog/k3x9',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    type('Reference', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(status()).toHaveTextContent('Need password to edit Article...');
  });

  it.each([
    // The server's text for a broken rule or a title already taken.
    [400, 'Picture cdn not available...', 'Picture cdn not available...'],
    [409, 'An article with this title already exists.', 'An article with this title already exists.'],
    // Its own words for a wrong password; the spec's for signed out; the wait of a lockout (ADR 25).
    [403, 'Authentication failed...', 'Wrong password...'],
    [401, 'Not signed in.', 'Authentication failed...'],
    [429, 'Too many failed sign-ins: try again in 600 seconds.', 'Too many failed sign-ins: try again in 600 seconds.'],
    // Anything else: the spec's words.
    [404, 'No article has this id.', 'Failed to retrieve id...'],
    [500, 'Internal Server Error', 'Failed to retrieve id...'],
  ])('a refused edit (%i %s) shows %s and keeps everything typed', async (code, text, shown) => {
    api.on('PUT /api/article', { status: code, body: { data: null, error: { status: code, message: text } } });
    renderPage();
    await ready();
    type('Reference', 'true');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(status()).toHaveTextContent(shown));
    expect(field('Password')).toHaveValue('wrong');
    expect(window.localStorage.getItem('editArticle')).not.toBeNull();
  });

  it('says Failed to retrieve id... when the edit gets no answer at all', async () => {
    api.on('PUT /api/article', 'offline');
    renderPage();
    await ready();
    type('Reference', 'true');
    type('Password', 'Quiet-River-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(status()).toHaveTextContent('Failed to retrieve id...'));
  });

  it('sends the edit with the id and the password, keeps the date, and ends edit mode', async () => {
    api.on('PUT /api/article', { status: 204 });
    renderPage();
    await ready();
    type('Title', 'Tea First, Always');
    type('Reference', 'true');
    type('Password', 'Quiet-River-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Redirecting' })).toBeInTheDocument();
    const edits = api.callsTo('PUT /api/article');
    expect(edits).toHaveLength(1);
    expect(edits[0].body).toMatchObject({
      id: 'k3x9',
      editorPassword: 'Quiet-River-2026',
      headingSave: 'Tea First, Always',
      dateSave: 'March 3, 2026',
      href: '/tea-first-always',
    });
    expect(window.localStorage.getItem('redirect-post')).toBe('/blog/k3x9');
    expect(window.localStorage.getItem('editArticle')).toBeNull();
    expect(window.localStorage.getItem('editor-copy:edit:k3x9')).toBeNull();
  });

  it('restores a copy written after the article changed, never an older one, and never the password', async () => {
    const copy = (savedAt: string) =>
      JSON.stringify({
        savedAt: Date.parse(savedAt),
        fields: { category: 'Health', title: 'Tea Later', pictureLine: '', body: '<p>x</p>', sourceBox: '', author: '', reference: '' },
      });
    window.localStorage.setItem('editor-copy:edit:k3x9', copy('2026-03-03T09:00:00.000Z'));
    renderPage();
    await ready();
    expect(field('Title')).toHaveValue('Tea First');
    expect(screen.queryByRole('note')).toBeNull();
    // Not restored, yet not thrown away: only a successful save removes a copy.
    await new Promise((resolve) => setTimeout(resolve, COPY_DELAY_MS + 50));
    expect(window.localStorage.getItem('editor-copy:edit:k3x9')).toContain('Tea Later');
    type('Password', 'secret');
    type('Title', 'Tea Now');
    await waitFor(() => expect(window.localStorage.getItem('editor-copy:edit:k3x9')).toContain('Tea Now'));
    expect(window.localStorage.getItem('editor-copy:edit:k3x9')).not.toContain('secret');
  });

  it('loads the article afresh each time the page opens, never from an older cached copy', async () => {
    renderPage();
    await ready();
    expect(field('Title')).toHaveValue('Tea First');
    cleanup();
    api.on('GET /api/getapostadsfgd', {
      status: 200,
      body: { ...ARTICLE, headingSave: 'Tea First, Edited', updatedAt: '2026-03-05T08:00:00.000Z' },
    });
    renderPage();
    await ready();
    expect(field('Title')).toHaveValue('Tea First, Edited');
  });

  it('says so when the article cannot be loaded, and offers write mode', async () => {
    api.on('GET /api/getapostadsfgd', { status: 200, body: null });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The article to edit could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Write a new article' }));
    await ready();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Write');
    expect(window.localStorage.getItem('editArticle')).toBeNull();
  });
});

describe('the server copy (ADR 39)', () => {
  const SAVED = savedAs(() => 1);
  const OTHER = {
    reference: 'new-0123456789abcdef',
    revision: 4,
    savedAt: new Date(Date.now() + 60_000).toISOString(),
    fields: {
      category: 'Coding',
      title: 'From the other browser',
      pictureLine: '',
      body: '<p>Mid-sen</p>',
      sourceBox: '',
      author: '',
      reference: '',
    },
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, SERVER_COPY_DELAY_MS + 100));
  const saves = () =>
    api.callsTo('PUT /api/working-copy').map((call) => call.body as { reference: string; revision: number; fields: { title: string } });

  it('sends the fields after a pause in typing, over the revision last saved, and says when', async () => {
    let revision = 0;
    api.on(
      'PUT /api/working-copy',
      savedAs(() => (revision += 1)),
    );
    renderPage();
    await ready();
    type('Title', 'Half a thou');
    expect(saves()).toEqual([]);
    await pause();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ revision: 0, fields: { title: 'Half a thou' } });
    expect(saves()[0].reference).toMatch(/^new-[0-9a-f]{32}$/);
    await screen.findByText(
      `Saved at ${new Date('2026-11-24T09:42:00.000Z').toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`,
    );
    type('Title', 'Half a thought');
    await pause();
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({ reference: saves()[0].reference, revision: 1, fields: { title: 'Half a thought' } });
  }, 15_000);

  it("offers another browser's newer copy; Restore fills the page with it and goes on writing that piece", async () => {
    api.on('GET /api/working-copy', { status: 200, body: { data: OTHER } });
    api.on('PUT /api/working-copy', SAVED);
    renderPage();
    await ready();
    const offer = await screen.findByRole('alert', { name: 'A newer copy' });
    expect(offer).toHaveTextContent(/^A newer copy saved at \d\d:\d\d in another browser — From the other browser\.RestoreDiscard$/);
    expect(api.callsTo('GET /api/working-copy')[0].query.get('reference')).toBe('new');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(field('Title')).toHaveValue('From the other browser');
    expect(field('Article')).toHaveValue('<p>Mid-sen</p>');
    expect(window.localStorage.getItem('editor-work:new')).toBe(OTHER.reference);
    type('Article', '<p>Mid-sentence, finished here.</p>');
    await pause();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ reference: OTHER.reference, revision: 4 });
    expect(screen.queryByRole('alert', { name: 'A newer copy' })).toBeNull();
  });

  it("Discard keeps this page's text and drops another piece's copy, so it is not offered again", async () => {
    api.on('GET /api/working-copy', { status: 200, body: { data: OTHER } });
    renderPage();
    await ready();
    fireEvent.click(within(await screen.findByRole('alert', { name: 'A newer copy' })).getByRole('button', { name: 'Discard' }));
    expect(field('Title')).toHaveValue('');
    await waitFor(() => expect(api.callsTo('DELETE /api/working-copy')).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('DELETE /api/working-copy')[0].query)).toMatchObject({
      reference: OTHER.reference,
      revision: '4',
    });
  });

  it('a save refused as stale (another browser saved since) offers that copy, and saves nothing more until chosen', async () => {
    const work = { ...OTHER, reference: '' };
    renderPage();
    await ready();
    type('Title', 'Mine');
    api.on('PUT /api/working-copy', (call) => {
      work.reference = (call.body as { reference: string }).reference;
      return { status: 409, body: { error: { status: 409, message: 'A newer copy of this work was saved in another browser.' } } };
    });
    api.on('GET /api/working-copy', () => ({ status: 200, body: { data: work } }));
    await pause();
    const offer = await screen.findByRole('alert', { name: 'A newer copy' });
    type('Title', 'Mine, more');
    await pause();
    expect(saves()).toHaveLength(1);
    api.on('PUT /api/working-copy', SAVED);
    fireEvent.click(within(offer).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({ revision: 4, fields: { title: 'Mine, more' } });
  });

  it("in edit mode asks for the article's own copy, and offers it only when saved after the article last changed", async () => {
    window.localStorage.setItem('editArticle', JSON.stringify({ _id: 'k3x9', href: '/tea-first' }));
    const copy = {
      ...OTHER,
      reference: 'k3x9',
      savedAt: '2026-03-04T07:00:00.000Z',
      fields: { ...OTHER.fields, title: 'Tea First, older' },
    };
    api.on('GET /api/working-copy', { status: 200, body: { data: copy } });
    renderPage();
    await ready();
    await waitFor(() => expect(api.callsTo('GET /api/working-copy')).toHaveLength(1));
    expect(api.callsTo('GET /api/working-copy')[0].query.get('reference')).toBe('k3x9');
    // Older than the article's last change (2026-03-04T08:00): the article as stored stays, nothing offered.
    expect(screen.queryByRole('alert', { name: 'A newer copy' })).toBeNull();
    expect(field('Title')).toHaveValue('Tea First');
    cleanup();
    api.on('GET /api/working-copy', {
      status: 200,
      body: { data: { ...copy, savedAt: '2026-03-04T09:00:00.000Z', fields: { ...copy.fields, title: 'Tea First, newer' } } },
    });
    renderPage();
    await ready();
    fireEvent.click(within(await screen.findByRole('alert', { name: 'A newer copy' })).getByRole('button', { name: 'Restore' }));
    expect(field('Title')).toHaveValue('Tea First, newer');
  });

  it('says the text is kept in this browser while the server cannot be reached', async () => {
    api.on('PUT /api/working-copy', 'offline');
    renderPage();
    await ready();
    type('Title', 'Offline words');
    await pause();
    await screen.findByText('Not saved to the server yet: kept in this browser, sent again once it can be reached');
    expect(window.localStorage.getItem('editor-copy:write')).toContain('Offline words');
  });

  it('drops the copy once the work is saved as a draft, and the next piece is another piece of work', async () => {
    api.on('POST /api/article-draft-writer-blog', { status: 201, body: 201 });
    renderPage();
    await ready();
    const first = window.localStorage.getItem('editor-work:new');
    type('Title', 'A draft');
    await pause();
    await waitFor(() => expect(saves()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/working-copy')).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('DELETE /api/working-copy')[0].query)).toMatchObject({ reference: first, revision: '1' });
    expect(window.localStorage.getItem('editor-work:new')).not.toBe(first);
  });
});
