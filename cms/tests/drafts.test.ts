import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { hrefOf } from '@blog/rules/slug';
import { startCms, type TestCms } from './harness';
import { ownerSession } from './owner-session';
import { sendsOf } from './due-jobs-kit';
import { fromBase64, toBase64 } from '../../packages/test-kit/src/base64.mjs';

/**
 * The owner's drafts at /api/article-draft-{product} (docs/spec/admin-side.md section 7,
 * calls 6 to 9) and their publish. Who may call them at all is
 * owner-routes-authorisation.test.ts's job; this file is what the owner gets.
 */
const ARTICLE = 'api::article.article';
const DRAFT = 'api::draft.draft';
const SENDS = 'api::newsletter-send.newsletter-send';

let cms: TestCms;
let ownerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
});
afterAll(() => cms?.stop());
// Each test starts with no drafts.
beforeEach(async () => {
  await cms.strapi.db.connection('drafts').del();
});

const key = () => cms.env.SITE_KEY;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const draftsUrl = (query = `id=${key()}&reference=abc`) => `/api/article-draft-${cms.env.PRODUCT_SLUG}/?${query}`;
const publishUrl = (reference: string) => `/api/article-draft-${cms.env.PRODUCT_SLUG}/publish?id=${key()}&reference=${reference}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let serial = 0;
const title = (words = 'Coding a draft') => `${words} ${(serial += 1)}`;

/** A draft that could be published as it is. */
const goodDraft = (overrides: Record<string, unknown> = {}) => ({
  headingSave: title(),
  imageCdn: 'https://images.example/draft.png',
  imageSource: 'Photo by D. Raft',
  articleSave: toBase64('<p>Five words in this draft.</p>'),
  authorSave: cms.env.AUTHOR_NAME,
  dateSave: '4 Apr 2026',
  researchLinksSave: ['https://papers.example/draft'],
  category: 'Coding',
  reference: 'true',
  ...overrides,
});

const postDraft = (body: unknown) =>
  asOwner()
    .post(draftsUrl())
    .send(body as object);
const putDraft = (editDraft: unknown) =>
  asOwner()
    .put(draftsUrl(`id=${key()}`))
    .send({ editDraft } as object);
const deleteDraft = (body: unknown) =>
  asOwner()
    .delete(draftsUrl(`id=${key()}`))
    .send(body as object);
const publish = (reference: string) => asOwner().post(publishUrl(reference));

/** Saves a draft through the route and returns its stored row. */
async function savedDraft(body: Record<string, unknown> = goodDraft()) {
  const before = new Set((await cms.strapi.documents(DRAFT).findMany({ fields: ['documentId'] })).map((doc) => doc.documentId));
  const response = await postDraft(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const made = (await cms.strapi.documents(DRAFT).findMany({})).filter((doc) => !before.has(doc.documentId));
  expect(made).toHaveLength(1);
  return made[0];
}

const draftRow = (documentId: string) => cms.strapi.documents(DRAFT).findOne({ documentId });
const articleCount = () => cms.strapi.documents(ARTICLE).count({});
const articleAt = (href: string) => cms.strapi.documents(ARTICLE).findFirst({ filters: { href } });

function expect400(response: Response, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message, details: {} } });
}
function expectError(response: Response, status: number, name: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ data: null, error: { status, name, message, details: {} } });
}

/** Type and length errors: answered before the title rule. */
const SHAPE_CASES: [Record<string, unknown>, string][] = [
  [{ headingSave: 5 }, 'headingSave: must be text'],
  [{ headingSave: 'x'.repeat(201) }, 'headingSave: must be at most 200 characters'],
  [{ imageCdn: `https://images.example/${'a'.repeat(2030)}` }, 'imageCdn: must be at most 2048 characters'],
  [{ imageSource: 'x'.repeat(301) }, 'imageSource: must be at most 300 characters'],
  [{ articleSave: '<p>html, not base64</p>' }, 'articleSave: must be base64 of the HTML'],
  [{ authorSave: 'x'.repeat(101) }, 'authorSave: must be at most 100 characters'],
  [{ dateSave: 7 }, 'dateSave: must be text'],
  [{ researchLinksSave: ['ftp://papers.example/x'] }, 'researchLinksSave.0: must be an http(s) address'],
  [
    { researchLinksSave: Array.from({ length: 51 }, (_, i) => `https://papers.example/${i}`) },
    'researchLinksSave: must have at most 50 links',
  ],
  [{ category: 'Gardening' }, 'category: must be Health or Coding'],
  [{ category: undefined }, 'category: is required (Health or Coding)'],
  [{ reference: false }, 'reference: must be text'],
];

describe('POST /api/article-draft-{product}/?id={key}&reference=abc (save as draft)', () => {
  it('saves the draft: 201 with the number 201, never cached; it is no article', async () => {
    const articles = await articleCount();
    const body = goodDraft({ headingSave: 'Coding, Drafted Slowly' });
    const response = await postDraft(body);
    expect(response.status).toBe(201);
    expect(response.text).toBe('201');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [stored] = await cms.strapi.documents(DRAFT).findMany({});
    expect(stored).toMatchObject({
      href: '/coding-drafted-slowly',
      headingSave: 'Coding, Drafted Slowly',
      imageCdn: body.imageCdn,
      imageSource: body.imageSource,
      imageSave: [body.imageCdn, body.imageSource],
      authorSave: cms.env.AUTHOR_NAME,
      dateSave: '4 Apr 2026',
      researchLinksSave: body.researchLinksSave,
      category: 'Coding',
      totalWords: 5,
    });
    expect(fromBase64(stored.articleSave)).toBe('<p>Five words in this draft.</p>');
    expect(await articleCount()).toBe(articles);
  });

  it('needs only a title and its category; everything else takes its default', async () => {
    const stored = await savedDraft({ headingSave: '  Only a title  ', category: 'Health' });
    expect(stored).toMatchObject({
      href: '/only-a-title',
      headingSave: 'Only a title',
      imageCdn: '',
      imageSource: '',
      articleSave: '',
      authorSave: '',
      researchLinksSave: [],
      category: 'Health',
      totalWords: 0,
    });
    expect(stored.dateSave).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it("answers 'Title not available...' without a title, and saves nothing", async () => {
    expect400(await postDraft({ ...goodDraft(), headingSave: '' }), 'Title not available...');
    expect400(await postDraft({ ...goodDraft(), headingSave: ' \n ' }), 'Title not available...');
    expect400(await postDraft({ category: 'Health' }), 'Title not available...');
    expect400(await postDraft({ headingSave: '???', category: 'Health' }), 'headingSave: must contain a letter or a digit');
    expect(await cms.strapi.documents(DRAFT).count({})).toBe(0);
  });

  it('answers type and length errors as "<field>: <reason>", before the title, and saves nothing', async () => {
    for (const [change, message] of SHAPE_CASES) expect400(await postDraft({ headingSave: '', category: 'Health', ...change }), message);
    expect400(await postDraft([goodDraft()]), 'must be a JSON object');
    const bad = await asOwner().post(draftsUrl()).set('Content-Type', 'application/json').send('{"headingSave":');
    expect(bad.status).toBe(400);
    expect(await cms.strapi.documents(DRAFT).count({})).toBe(0);
  });

  it('stores the body sanitised', async () => {
    const stored = await savedDraft(
      goodDraft({ articleSave: toBase64('<p onmouseover="x()">Kept</p><script>alert(1)</script><img src=x onerror=alert(1)>') }),
    );
    const html = fromBase64(stored.articleSave);
    expect(html).toContain('<p>Kept</p>');
    expect(html).not.toMatch(/script|onerror|onmouseover|alert/);
  });

  it('does not mail the newsletter', async () => {
    const sends = await cms.strapi.db.query(SENDS).count({});
    await savedDraft();
    expect(await cms.strapi.db.query(SENDS).count({})).toBe(sends);
  });
});

describe('GET /api/article-draft-{product}/?id={key}&reference=abc (the Draft page)', () => {
  it('lists drafts most recently updated first, in the spec shape, never cached', async () => {
    const first = await savedDraft(goodDraft({ headingSave: 'Health draft one' }));
    await pause(5);
    const second = await savedDraft(goodDraft({ headingSave: 'Health draft two' }));
    const response = await asOwner().get(draftsUrl());
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.meta).toEqual({ pagination: { page: 1, pageSize: 50, total: 2, pageCount: 1 } });
    expect(response.body.data.map((draft: { _id: string }) => draft._id)).toEqual([second.documentId, first.documentId]);
    const [listed] = response.body.data;
    expect(Object.keys(listed).sort()).toEqual(
      [
        '_id',
        'articleSave',
        'authorSave',
        'category',
        'createdAt',
        'dateSave',
        'emailSubscribers',
        'headingSave',
        'href',
        'imageCdn',
        'imageSave',
        'imageSource',
        'publishAt',
        'researchLinksSave',
        'scheduleProblem',
        'totalWords',
        'updatedAt',
      ].sort(),
    );
    expect(listed).toMatchObject({
      _id: second.documentId,
      href: '/health-draft-two',
      headingSave: 'Health draft two',
      imageCdn: 'https://images.example/draft.png',
      imageSource: 'Photo by D. Raft',
      imageSave: ['https://images.example/draft.png', 'Photo by D. Raft'],
      authorSave: cms.env.AUTHOR_NAME,
      dateSave: '4 Apr 2026',
      researchLinksSave: ['https://papers.example/draft'],
      category: 'Coding',
      totalWords: 5,
      // Not scheduled (ADR 37).
      publishAt: null,
      emailSubscribers: true,
      scheduleProblem: null,
    });
    expect(fromBase64(listed.articleSave)).toBe('<p>Five words in this draft.</p>');
    expect(new Date(listed.createdAt).toISOString()).toBe(listed.createdAt);
    expect(new Date(listed.updatedAt).toISOString()).toBe(listed.updatedAt);

    // An edit brings a draft back to the top.
    await pause(5);
    expect((await putDraft(goodDraft({ id: first.documentId, headingSave: 'Health draft one, again' }))).status).toBe(200);
    const after = await asOwner().get(draftsUrl());
    expect(after.body.data.map((draft: { _id: string }) => draft._id)).toEqual([first.documentId, second.documentId]);
  });

  it('answers an empty list when there are none', async () => {
    const response = await asOwner().get(draftsUrl());
    expect(response.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 50, total: 0, pageCount: 0 } } });
  });

  it('pages with page and pageSize (at most 100), and answers 400 for bad paging', async () => {
    const made = [];
    for (let i = 1; i <= 5; i++) {
      made.push(await savedDraft(goodDraft({ headingSave: `Coding page draft ${i}` })));
      await pause(5);
    }
    const ids = made.map((draft) => draft.documentId).reverse();
    const page = async (query: string) => (await asOwner().get(draftsUrl(`id=${key()}&reference=abc&${query}`))).body;
    expect((await page('page=2&pageSize=2')).data.map((draft: { _id: string }) => draft._id)).toEqual(ids.slice(2, 4));
    expect((await page('page=2&pageSize=2')).meta.pagination).toEqual({ page: 2, pageSize: 2, total: 5, pageCount: 3 });
    expect((await page('page=4&pageSize=2')).data).toEqual([]);
    expect((await page('pageSize=100')).data).toHaveLength(5);
    expect400(await asOwner().get(draftsUrl(`id=${key()}&pageSize=101`)), 'pageSize: must be at most 100');
    expect400(await asOwner().get(draftsUrl(`id=${key()}&page=0`)), 'page: must be 1 or more');
  });
});

describe('PUT /api/article-draft-{product}/?id={key} (edit a draft)', () => {
  it('replaces the fields: 200 with the draft id as a JSON string', async () => {
    const draft = await savedDraft();
    const response = await putDraft(
      goodDraft({
        id: draft.documentId,
        headingSave: 'Health, edited',
        articleSave: toBase64('<p>Two words</p><script>no()</script>'),
        category: 'Health',
        href: '/ignored',
        totalWords: 77,
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.text).toBe(JSON.stringify(draft.documentId));
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stored = await draftRow(draft.documentId);
    expect(stored).toMatchObject({ headingSave: 'Health, edited', href: '/health-edited', category: 'Health', totalWords: 2 });
    expect(fromBase64(stored?.articleSave)).toBe('<p>Two words</p>');
  });

  it("answers 'Reference have to not false...' unless reference is 'true', before the title", async () => {
    const draft = await savedDraft();
    for (const reference of [undefined, '', 'false', 'yes']) {
      expect400(await putDraft(goodDraft({ id: draft.documentId, reference, headingSave: '' })), 'Reference have to not false...');
    }
    expect400(await putDraft(goodDraft({ id: draft.documentId, headingSave: '' })), 'Title not available...');
    expect(await draftRow(draft.documentId)).toEqual(draft);
  });

  it('answers type errors first, and a missing, malformed or unknown id', async () => {
    const draft = await savedDraft();
    for (const [change, message] of SHAPE_CASES) {
      expect400(await putDraft({ ...goodDraft({ id: draft.documentId, reference: '' }), ...change }), `editDraft.${message}`);
    }
    expect400(await putDraft(goodDraft()), "editDraft.id: is required (the draft's id)");
    expect400(await putDraft(goodDraft({ id: '/x' })), 'editDraft.id: must be a draft id');
    expect400(
      await asOwner()
        .put(draftsUrl(`id=${key()}`))
        .send({}),
      'editDraft: must be a JSON object',
    );
    expect400(
      await asOwner()
        .put(draftsUrl(`id=${key()}`))
        .send({ editDraft: 'x' }),
      'editDraft: must be a JSON object',
    );
    expectError(await putDraft(goodDraft({ id: 'abcdefghijklmnopqrstuvwx' })), 404, 'NotFoundError', 'No draft has this id.');
    expect(await draftRow(draft.documentId)).toEqual(draft);
  });
});

describe('DELETE /api/article-draft-{product}/?id={key} (delete a draft)', () => {
  it('deletes the draft named by arg: 200 with its id', async () => {
    const keep = await savedDraft();
    const gone = await savedDraft();
    const response = await deleteDraft({ arg: gone.documentId, localData: { result: 'ignored' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { deleted: gone.documentId } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await draftRow(gone.documentId)).toBeNull();
    expect(await draftRow(keep.documentId)).not.toBeNull();
    expectError(await deleteDraft({ arg: gone.documentId }), 404, 'NotFoundError', 'No draft has this id.');
  });

  it('answers 400 for a missing or malformed arg', async () => {
    const keep = await savedDraft();
    expect400(await deleteDraft({}), "arg: is required (the draft's id)");
    expect400(await asOwner().delete(draftsUrl(`id=${key()}`)), "arg: is required (the draft's id)");
    expect400(await deleteDraft({ arg: '../drafts' }), 'arg: must be a draft id');
    expect400(await deleteDraft({ arg: [keep.documentId] }), 'arg: must be a draft id');
    expect(await draftRow(keep.documentId)).not.toBeNull();
  });
});

describe('POST /api/article-draft-{product}/publish?id={key}&reference={id} (publish a draft)', () => {
  it('makes the article and removes the draft: 201 with its id and href; the newsletter is queued', async () => {
    const draft = await savedDraft(goodDraft({ headingSave: title('Coding, published from a draft') }));
    const response = await publish(draft.documentId);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({ data: { _id: expect.stringMatching(/^[a-z0-9]{24}$/), href: hrefOf(draft.headingSave!) } });
    expect(await draftRow(draft.documentId)).toBeNull();
    const { _id, href } = response.body.data;
    const article = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(href)}`);
    expect(article.body).toMatchObject({
      _id,
      headingSave: draft.headingSave,
      imageCdn: draft.imageCdn,
      imageSource: draft.imageSource,
      authorSave: cms.env.AUTHOR_NAME,
      dateSave: '4 Apr 2026',
      researchLinksSave: draft.researchLinksSave,
      category: 'Coding',
      section: 'coding',
      totalWords: 5,
    });
    expect(fromBase64(article.body.articleSave)).toBe('<p>Five words in this draft.</p>');
    expect(await sendsOf(cms, _id)).toMatchObject([{ state: 'waiting' }]);
  });

  it("queues no e-mail when 'E-mail to subscribers' is off, and refuses a value that is not true or false", async () => {
    const draft = await savedDraft();
    const refused = await asOwner().post(publishUrl(draft.documentId)).send({ emailSubscribers: 'no' });
    expectError(refused, 400, 'ValidationError', 'emailSubscribers: must be true or false');
    expect(await draftRow(draft.documentId)).toEqual(draft);
    const response = await asOwner().post(publishUrl(draft.documentId)).send({ emailSubscribers: false });
    expect(response.status).toBe(201);
    expect(await sendsOf(cms, response.body.data._id)).toEqual([]);
  });

  it("publishes under the draft's category, not the heading rule's; an edit of only the category moves it", async () => {
    const draft = await savedDraft(goodDraft({ headingSave: title('Slow mornings, drafted'), category: 'Coding' }));
    expect(draft.category).toBe('Coding');
    const edited = await putDraft(goodDraft({ id: draft.documentId, headingSave: draft.headingSave, category: 'Health' }));
    expect(edited.status).toBe(200);
    expect((await draftRow(draft.documentId))?.category).toBe('Health');
    await putDraft(goodDraft({ id: draft.documentId, headingSave: draft.headingSave, category: 'Coding' }));
    const response = await publish(draft.documentId);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { _id } = response.body.data;
    const article = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${_id}`)}`);
    expect(article.body).toMatchObject({ category: 'Coding', section: 'coding' });
    const coding = await cms.api().get(`/api/article/?id=${key()}&category=coding&pageSize=100`);
    expect(coding.body.data.map((a: { _id: string }) => a._id)).toContain(_id);
  });

  it('works with a trailing slash before the query', async () => {
    const draft = await savedDraft();
    const response = await asOwner().post(`/api/article-draft-${cms.env.PRODUCT_SLUG}/publish/?id=${key()}&reference=${draft.documentId}`);
    expect(response.status).toBe(201);
  });

  it("answers the article rule a draft breaks, and keeps the draft (its 'researched' is taken as given)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ imageCdn: '' }, 'Picture cdn not available...'],
      [{ imageCdn: 'images.example/x.png' }, 'Picture cdn not available...'],
      [{ imageSource: '' }, 'provide picture source...'],
      [{ articleSave: toBase64('<p><br></p>') }, 'Article is not written there...'],
      [{ articleSave: '' }, 'Article is not written there...'],
      [{ authorSave: 'Someone Else' }, 'Authentication failed!'],
      [{ imageSource: '', authorSave: '' }, 'provide picture source...'],
    ];
    const articles = await articleCount();
    for (const [change, message] of cases) {
      const draft = await savedDraft(goodDraft(change));
      expect400(await publish(draft.documentId), message);
      expect(await draftRow(draft.documentId)).toEqual(draft);
    }
    expect(await articleCount()).toBe(articles);
    // A draft saved without the confirmation is published all the same.
    expect((await publish((await savedDraft(goodDraft({ reference: '' }))).documentId)).status).toBe(201);
  });

  it('answers 409 when an article has the href, and keeps the draft', async () => {
    const heading = title('Health twice');
    const first = await savedDraft(goodDraft({ headingSave: heading }));
    expect((await publish(first.documentId)).status).toBe(201);
    const second = await savedDraft(goodDraft({ headingSave: heading.toUpperCase() }));
    const articles = await articleCount();
    expectError(await publish(second.documentId), 409, 'ConflictError', 'An article with this title already exists.');
    expect(await draftRow(second.documentId)).toEqual(second);
    expect(await articleCount()).toBe(articles);
  });

  it('is one transaction: when removing the draft fails, no article is left and the draft stays', async () => {
    const draft = await savedDraft();
    const articles = await articleCount();
    // The article has been created in the transaction by the time the draft's delete fails.
    const created: string[] = [];
    // Strapi's use() answers a function that takes the middleware away again; its type says otherwise.
    const stopWatching = cms.strapi.documents.use(async (context, next) => {
      if (context.uid === ARTICLE && context.action === 'create') {
        const result = await next();
        created.push((result as { documentId: string }).documentId);
        return result;
      }
      if (context.uid === DRAFT && context.action === 'delete') throw new Error('forced failure of the draft delete');
      return next();
    }) as unknown as () => void;
    try {
      const response = await publish(draft.documentId);
      expect(response.status).toBe(500);
      expect(created).toHaveLength(1);
    } finally {
      stopWatching();
    }
    expect(await draftRow(draft.documentId)).toEqual(draft);
    expect(await articleCount()).toBe(articles);
    expect(await articleAt(draft.href!)).toBeNull();
    expect(await cms.strapi.documents(ARTICLE).findOne({ documentId: created[0] })).toBeNull();
    // Nothing was committed, so no e-mail was queued; the same publish then works, and queues one.
    expect(await sendsOf(cms, created[0])).toEqual([]);
    const response = await publish(draft.documentId);
    expect(response.status).toBe(201);
    expect(await sendsOf(cms, response.body.data._id)).toHaveLength(1);
  });

  it('publishes once when asked twice at the same time', async () => {
    const draft = await savedDraft();
    const articles = await articleCount();
    const responses = await Promise.all([publish(draft.documentId), publish(draft.documentId), publish(draft.documentId)]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 404 || status === 409)).toBe(true);
    expect(await articleCount()).toBe(articles + 1);
    expect(await draftRow(draft.documentId)).toBeNull();
  });

  it('answers 404 for an id no draft has, and 400 for a missing or malformed reference', async () => {
    expectError(await publish('abcdefghijklmnopqrstuvwx'), 404, 'NotFoundError', 'No draft has this id.');
    expect400(
      await asOwner().post(`/api/article-draft-${cms.env.PRODUCT_SLUG}/publish?id=${key()}`),
      'reference: is required (?reference={draft id})',
    );
    expect400(await publish('/not-an-id'), 'reference: must be a draft id');
  });
});
