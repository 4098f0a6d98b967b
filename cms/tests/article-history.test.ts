import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startCms, type TestCms } from './harness';
import { ownerSession } from './owner-session';
import { fingerprint } from './route-table';
import { KEPT_VERSIONS } from '../src/lib/article-history';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';

/**
 * The owner's article history (ADR 34): every edit keeps the state it replaced, a publish
 * of a draft keeps the draft, a restore is an edit readers see at once, a delete takes the
 * versions with it. Who may call the routes at all is owner-routes-authorisation.test.ts's job.
 */
const ARTICLE = 'api::article.article';
const VERSION = 'api::article-version.article-version';

let cms: TestCms;
let ownerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
});
afterAll(() => cms?.stop());

const key = () => cms.env.SITE_KEY;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);

let serial = 0;
const title = (words = 'Coding history') => `${words} ${(serial += 1)}`;

const fields = (overrides: Record<string, unknown> = {}) => ({
  headingSave: title(),
  imageCdn: 'https://images.example/cover.png',
  imageSource: 'Photo by A. Lens',
  articleSave: toBase64('<p>The first body has six words.</p>'),
  authorSave: cms.env.AUTHOR_NAME,
  dateSave: '3 Mar 2026',
  researchLinksSave: ['https://papers.example/one'],
  category: 'Coding',
  reference: 'true',
  ...overrides,
});

async function posted(overrides: Record<string, unknown> = {}) {
  const body = fields(overrides);
  const response = await asOwner().post(`/api/article?id=${key()}`).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.data._id as string, body };
}

const edit = (id: string, body: Record<string, unknown>) =>
  asOwner()
    .put(`/api/article?id=${key()}`)
    .send({ ...body, id, editorPassword: cms.env.OWNER_PASSWORD });

const listUrl = (query: string) => `/api/article-history?id=${key()}&${query}`;
const readUrl = (version: string) => `/api/article-history/version?id=${key()}&reference=${version}`;
const restoreUrl = (version: string) => `/api/article-history/restore?id=${key()}&reference=${version}`;

const versionsOf = async (id: string) => {
  const response = await asOwner().get(listUrl(`reference=${id}&pageSize=100`));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { id: string; savedAt: string; title: string; wordCount: number }[];
};
const readerTitle = async (id: string) =>
  (await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${id}`)}`)).body?.headingSave as string;

function expectRefused(response: Response, status: number, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.message).toBe(message);
}

describe('an edit keeps the version it replaced', () => {
  it('lists nothing for a new article, and the replaced title, time and word count after an edit, newest first', async () => {
    const { id, body } = await posted();
    expect(await versionsOf(id)).toEqual([]);
    const before = await cms.strapi.documents(ARTICLE).findOne({ documentId: id });
    const second = title('Coding second');
    expect((await edit(id, { ...body, headingSave: second, articleSave: toBase64('<p>Two words.</p>') })).status).toBe(204);
    expect((await edit(id, { ...body, headingSave: title('Coding third') })).status).toBe(204);
    const versions = await versionsOf(id);
    expect(versions.map((version) => version.title)).toEqual([second, body.headingSave]);
    expect(versions[1]).toMatchObject({ wordCount: 6, savedAt: new Date(String(before?.updatedAt)).toISOString() });
    expect(versions[0].wordCount).toBe(2);
  });

  it('reads one version with the article as it is now', async () => {
    const { id, body } = await posted();
    await edit(id, { ...body, headingSave: title('Coding now'), imageSource: 'Photo by B. Lens', researchLinksSave: [] });
    const [version] = await versionsOf(id);
    const response = await asOwner().get(readUrl(version.id));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.data.article).toBe(id);
    expect(response.body.data.version).toMatchObject({
      id: version.id,
      title: body.headingSave,
      credit: 'Photo by A. Lens',
      cover: 'https://images.example/cover.png',
      body: '<p>The first body has six words.</p>',
      sources: ['https://papers.example/one'],
    });
    expect(response.body.data.current).toMatchObject({ id, credit: 'Photo by B. Lens', sources: [] });
  });

  it('keeps a version when any writer updates through the Document Service (as Strapi’s admin does)', async () => {
    const { id, body } = await posted();
    await cms.strapi.documents(ARTICLE).update({ documentId: id, data: { dateSave: '9 Sep 2026' } });
    expect((await versionsOf(id)).map((version) => version.title)).toEqual([body.headingSave]);
  });

  it('keeps nothing when the edit is refused', async () => {
    const { id, body } = await posted();
    const refused = await edit(id, { ...body, imageCdn: 'not an address' });
    expect(refused.status).toBe(400);
    expect(await versionsOf(id)).toEqual([]);
  });

  it('keeps exactly one version per edit under a burst of concurrent edits, each the state the one before wrote', async () => {
    const { id, body } = await posted();
    const titles = Array.from({ length: 6 }, () => title('Coding burst'));
    const answers = await Promise.all(titles.map((heading) => edit(id, { ...body, headingSave: heading })));
    expect(answers.map((answer) => answer.status)).toEqual(titles.map(() => 204));
    const kept = (await versionsOf(id)).map((version) => version.title);
    expect(kept).toHaveLength(titles.length);
    const now = (await cms.strapi.documents(ARTICLE).findOne({ documentId: id }))?.headingSave as string;
    // Every state but the last one written was replaced once: no state lost, none kept twice.
    expect([...kept, now].sort()).toEqual([body.headingSave, ...titles].sort());
  });

  it(`keeps at most ${KEPT_VERSIONS} versions of one article, dropping the oldest`, async () => {
    const { id } = await posted();
    const versions = cms.strapi.service(VERSION);
    const row = await cms.strapi.db.query(ARTICLE).findOne({ where: { documentId: id } });
    for (let index = 0; index < KEPT_VERSIONS + 2; index += 1) {
      await versions.keep(id, { ...row, headingSave: `Kept ${index}` });
    }
    const page = await asOwner().get(listUrl(`reference=${id}&pageSize=100`));
    expect(page.body.meta.pagination.total).toBe(KEPT_VERSIONS);
    expect(page.body.data[0].title).toBe(`Kept ${KEPT_VERSIONS + 1}`);
    expect(page.body.data.at(-1).title).toBe('Kept 2');
  });
});

describe('a draft published keeps the draft as the first version', () => {
  it('lists the draft’s last state', async () => {
    const draft = fields({ headingSave: title('Coding a draft') });
    const saved = await asOwner().post(`/api/article-draft-${cms.env.PRODUCT_SLUG}?id=${key()}`).send(draft);
    expect(saved.status).toBe(201);
    const [stored] = await cms.strapi.documents('api::draft.draft').findMany({ filters: { headingSave: draft.headingSave } });
    const published = await asOwner().post(`/api/article-draft-${cms.env.PRODUCT_SLUG}/publish?id=${key()}&reference=${stored.documentId}`);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const versions = await versionsOf(published.body.data._id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ title: draft.headingSave, savedAt: new Date(String(stored.updatedAt)).toISOString() });
  });
});

describe('POST /api/article-history/restore (restore a version)', () => {
  it('edits the article back, keeps the state it replaced, and readers see it at once', async () => {
    const { id, body } = await posted();
    const newer = title('Coding newer');
    await edit(id, { ...body, headingSave: newer, imageSource: 'Photo by C. Lens' });
    expect(await readerTitle(id)).toBe(newer);
    const token = async () => (await cms.strapi.db.connection('content_version').where({ id: 1 }).first())?.token as string;
    const before = await token();
    const [old] = await versionsOf(id);
    const response = await asOwner().post(restoreUrl(old.id)).send({});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data._id).toBe(id);
    expect(await readerTitle(id)).toBe(body.headingSave);
    expect(await token()).not.toBe(before);
    const row = await cms.strapi.documents(ARTICLE).findOne({ documentId: id });
    expect(row).toMatchObject({ imageSource: 'Photo by A. Lens', totalWords: 6 });
    expect((await versionsOf(id)).map((version) => version.title)).toEqual([newer, body.headingSave]);
  });

  it('answers 409 and changes nothing when another article took the old title', async () => {
    const { id, body } = await posted();
    await edit(id, { ...body, headingSave: title('Coding renamed') });
    await posted({ headingSave: body.headingSave });
    const [old] = await versionsOf(id);
    const before = await fingerprint(cms);
    expectRefused(await asOwner().post(restoreUrl(old.id)).send({}), 409, 'An article with this title already exists.');
    expect(await fingerprint(cms)).toBe(before);
  });
});

describe('a version that breaks today’s rules', () => {
  it('is refused on restore with the rule’s reason (400), nothing changed', async () => {
    const { id } = await posted();
    const row = await cms.strapi.db.query(ARTICLE).findOne({ where: { documentId: id } });
    await cms.strapi.service(VERSION).keep(id, { ...row, imageCdn: 'cover.png' });
    const [broken] = await versionsOf(id);
    const before = await fingerprint(cms);
    const response = await asOwner().post(restoreUrl(broken.id)).send({});
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.message).toMatch(/^imageCdn: /);
    expect(await fingerprint(cms)).toBe(before);
  });
});

describe('a deleted article', () => {
  it('takes its versions with it', async () => {
    const { id, body } = await posted();
    await edit(id, { ...body, headingSave: title('Coding to delete') });
    const [old] = await versionsOf(id);
    const deleted = await asOwner().delete(`/api/article-delete/?id=${key()}&reference=${id}`).send({ password: cms.env.OWNER_PASSWORD });
    expect(deleted.status).toBe(204);
    expect(await cms.strapi.db.query(VERSION).count({ where: { article: id } })).toBe(0);
    expectRefused(await asOwner().get(readUrl(old.id)), 404, 'No article version has this id.');
  });
});

describe('refusals: 400 with a reason, 404, nothing changed', () => {
  it.each([
    ['no article id', '/api/article-history?', 400, 'reference: is required (?reference={article id})'],
    ['a malformed article id', '/api/article-history?reference=a-b', 400, 'reference: must be an article id'],
    ['a page size above the maximum', '/api/article-history?reference=abc&pageSize=101', 400, 'pageSize: must be at most 100'],
    ['a page of zero', '/api/article-history?reference=abc&page=0', 400, 'page: must be 1 or more'],
    ['an unknown article', '/api/article-history?reference=nosucharticle', 404, 'No article has this id.'],
    ['no version id', '/api/article-history/version?', 400, 'reference: is required (?reference={article version id})'],
    ['a malformed version id', '/api/article-history/version?reference=x;y', 400, 'reference: must be an article version id'],
    ['an unknown version', '/api/article-history/version?reference=nosuchversion', 404, 'No article version has this id.'],
  ])('GET: %s', async (_label, url, status, message) => {
    expectRefused(await asOwner().get(`${url}&id=${key()}`), status, message);
  });

  it.each([
    ['a malformed version id', 'a.b', 400, 'reference: must be an article version id'],
    ['an unknown version', 'nosuchversion', 404, 'No article version has this id.'],
  ])('restore: %s, with nothing changed', async (_label, reference, status, message) => {
    const before = await fingerprint(cms);
    expectRefused(await asOwner().post(restoreUrl(reference)).send({}), status, message);
    expect(await fingerprint(cms)).toBe(before);
  });

  it('restore: a wrong site key is refused, with nothing changed', async () => {
    const before = await fingerprint(cms);
    expectRefused(await asOwner().post('/api/article-history/restore?id=wrong&reference=abc').send({}), 400, 'id: unknown site key');
    expect(await fingerprint(cms)).toBe(before);
  });

  it('restore: a form body is refused (415) with nothing changed', async () => {
    const { id, body } = await posted();
    await edit(id, { ...body, headingSave: title('Coding formed') });
    const [old] = await versionsOf(id);
    const before = await fingerprint(cms);
    const response = await asOwner().post(restoreUrl(old.id)).type('form').send('x=1');
    expect(response.status).toBe(415);
    expect(await fingerprint(cms)).toBe(before);
  });

  it('pages the list: 20 by default', async () => {
    const { id } = await posted();
    const row = await cms.strapi.db.query(ARTICLE).findOne({ where: { documentId: id } });
    for (let index = 0; index < 21; index += 1) await cms.strapi.service(VERSION).keep(id, row);
    const first = await asOwner().get(listUrl(`reference=${id}`));
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta.pagination).toEqual({ page: 1, pageSize: 20, total: 21, pageCount: 2 });
    expect(first.body.meta.article).toEqual({ id, title: row.headingSave });
    const second = await asOwner().get(listUrl(`reference=${id}&page=2`));
    expect(second.body.data).toHaveLength(1);
  });
});
