import { type PathValues, type Route, routeUrl } from '@blog/contract/route';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What the CMS answers GET /api/preview/{token} with, per test. */
const cms = vi.hoisted(() => ({ answer: new Response(null, { status: 404 }), calls: [] as string[] }));
vi.mock('~/lib/cms.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/cms.server')>()),
  cmsFetch: async (route: Route, request: PathValues) => {
    cms.calls.push(routeUrl(route, request));
    return cms.answer;
  },
}));
const { openPreview } = await import('./open-preview.server');

const TOKEN = 'aB3_-'.repeat(8) + 'xyz';
const DRAFT = {
  _id: 'draft1',
  id: 7,
  href: '/quiet-mornings',
  headingSave: 'Quiet Mornings',
  imageCdn: 'https://example.com/a.jpg',
  imageSource: 'Photo by Ann',
  imageSave: [],
  articleSave: Buffer.from('<p>Hello</p>').toString('base64'),
  authorSave: 'Rowan Ellis',
  dateSave: '21 Nov 2026',
  researchLinksSave: [],
  category: 'Health',
  section: 'health',
  totalWords: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:24:00.000Z',
};
/** What a loader's thrown `data(...)` answers: its status and the header asked for. */
async function refusal(token: string, header = 'Retry-After') {
  const thrown = (await openPreview(token).then(
    () => null,
    (error: unknown) => error,
  )) as { init?: { status?: number; headers?: Record<string, string> } } | null;
  return { status: thrown?.init?.status, [header]: thrown?.init?.headers?.[header] };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  cms.calls = [];
});

describe('openPreview', () => {
  it('asks nothing for a token that cannot be one', async () => {
    for (const token of ['', 'short', `${TOKEN}x`, `${TOKEN.slice(1)}/`, `${TOKEN.slice(1)}.`]) expect(await openPreview(token)).toBeNull();
    expect(cms.calls).toEqual([]);
  });

  it('reads the draft as an article, its body sanitised HTML, with the link expiry', async () => {
    cms.answer = json(200, { data: DRAFT, meta: { expiresAt: '2026-12-01T09:00:00.000Z' } });
    const opened = await openPreview(TOKEN);
    expect(cms.calls).toEqual([`/api/preview/${TOKEN}`]);
    expect(opened).toMatchObject({
      expiresAt: '2026-12-01T09:00:00.000Z',
      article: { title: 'Quiet Mornings', body: '<p>Hello</p>', section: 'health' },
    });
  });

  it("reads a draft stored without an author (Strapi's admin allows one) as one with no author's name", async () => {
    cms.answer = json(200, { data: { ...DRAFT, authorSave: null }, meta: { expiresAt: '2026-12-01T09:00:00.000Z' } });
    expect((await openPreview(TOKEN))?.article.author).toBe('');
  });

  it('is null once the link is closed (404)', async () => {
    cms.answer = json(404, { error: { status: 404, message: 'This preview link has expired, was revoked, or its draft was published.' } });
    expect(await openPreview(TOKEN)).toBeNull();
  });

  it('passes the limit on as a 429 page with its Retry-After, and anything else as a 502', async () => {
    cms.answer = json(429, { error: { status: 429 } }, { 'Retry-After': '42' });
    expect(await refusal(TOKEN)).toEqual({ status: 429, 'Retry-After': '42' });
    cms.answer = json(500, {});
    expect((await refusal(TOKEN)).status).toBe(502);
  });

  it('calls an answer the contract does not allow a 502, not a page of holes', async () => {
    cms.answer = json(200, { data: { ...DRAFT, headingSave: undefined }, meta: { expiresAt: '2026-12-01T09:00:00.000Z' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await refusal(TOKEN)).status).toBe(502);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data.headingSave'));
    error.mockRestore();
  });
});
