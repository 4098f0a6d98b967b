import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Response } from 'supertest';
import { hrefOf } from '@blog/rules/slug';
import { startCms, type TestCms } from './harness';
import { ownerSession, signInPath } from './owner-session';
import { MINUTE, sendsOf } from './due-jobs-kit';
import { stored } from '../src/lib/stored';
import { fromBase64, toBase64 } from '../../packages/test-kit/src/base64.mjs';

/**
 * The owner's article writes (docs/spec/admin-side.md section 7, calls 3 to 5): POST and
 * PUT /api/article, DELETE /api/article-delete. Who may call them at all is
 * owner-routes-authorisation.test.ts's job; this file is what the owner gets.
 */
const ARTICLE = 'api::article.article';
const FAILURES_TABLE = 'sign_in_failures';

let cms: TestCms;
let ownerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
});
afterAll(() => cms?.stop());
// A test's wrong passwords never lock the next test out.
afterEach(async () => {
  await cms.strapi.db.connection(FAILURES_TABLE).del();
});

const key = () => cms.env.SITE_KEY;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
/** Wrong edit and delete passwords count against the session that sent them (api/article/lib/owner-password.ts). */
const sessionKey = () => `session:${JSON.parse(Buffer.from(ownerJwt.split('.')[1], 'base64url').toString('utf8')).sid}`;

const postArticle = (body: unknown, path = `/api/article?id=${key()}`) =>
  asOwner()
    .post(path)
    .send(body as object);
const putArticle = (body: unknown, path = `/api/article?id=${key()}`) =>
  asOwner()
    .put(path)
    .send(body as object);
const deleteUrl = (query: string) => `/api/article-delete/?id=${key()}&${query}`;

let serial = 0;
/** A title no other test uses. */
const title = (words = 'Coding a test article') => `${words} ${(serial += 1)}`;

/** Every field of the editor, each rule satisfied. */
const goodArticle = (overrides: Record<string, unknown> = {}) => ({
  headingSave: title(),
  imageCdn: 'https://images.example/cover.png',
  imageSource: 'Photo by A. Lens',
  articleSave: toBase64('<p>Seven words make up this short body.</p>'),
  authorSave: cms.env.AUTHOR_NAME,
  dateSave: '3 Mar 2026',
  researchLinksSave: ['https://papers.example/one', 'http://papers.example/two'],
  category: 'Coding',
  reference: 'true',
  ...overrides,
});

async function created(body: Record<string, unknown>) {
  const response = await postArticle(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { _id: string; href: string };
}

const findArticle = (documentId: string) => cms.strapi.documents(ARTICLE).findOne({ documentId });
const row = async (documentId: string) => stored(await findArticle(documentId), `article ${documentId}`);
const articleCount = () => cms.strapi.documents(ARTICLE).count({});

function expect400(response: Response, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message, details: {} } });
}
function expectError(response: Response, status: number, name: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ data: null, error: { status, name, message, details: {} } });
}

/** The editor's rules, all broken, then fixed one at a time: each answer is the next rule's message. */
const RULES_IN_ORDER: [Record<string, unknown>, string][] = [
  [{}, 'Title not available...'],
  [{ headingSave: 'Coding rules in order' }, 'Picture cdn not available...'],
  [{ imageCdn: 'https://images.example/a.png' }, 'provide picture source...'],
  [{ imageSource: 'Photo by B. Shutter' }, 'Article is not written there...'],
  [{ articleSave: toBase64('<p>Now there is a body.</p>') }, 'Authorized researched papers essential'],
  [{ reference: 'false' }, 'Authentication failed!'],
  [{ authorSave: '(the author)' }, 'Article researched boolean false'],
];
const ALL_RULES_BROKEN = {
  headingSave: '   ',
  imageCdn: 'images.example/no-scheme.png',
  imageSource: '',
  articleSave: toBase64('<p><br></p>'),
  authorSave: 'Someone Else',
  reference: '',
  category: 'Health',
};
/** Applies the fixes up to step `upTo`, with the real author name in place of its marker. */
function brokenUpTo(upTo: number) {
  const body: Record<string, unknown> = { ...ALL_RULES_BROKEN };
  for (const [fix] of RULES_IN_ORDER.slice(0, upTo + 1)) Object.assign(body, fix);
  if (body.authorSave === '(the author)') body.authorSave = cms.env.AUTHOR_NAME;
  return body;
}

/** Type and length errors, each on a body that also breaks the first rule: they are answered first. */
const SHAPE_CASES: [Record<string, unknown>, string][] = [
  [{ headingSave: 5 }, 'headingSave: must be text'],
  [{ headingSave: 'x'.repeat(201) }, 'headingSave: must be at most 200 characters'],
  [{ imageCdn: ['https://images.example/a.png'] }, 'imageCdn: must be text'],
  [{ imageCdn: `https://images.example/${'a'.repeat(2030)}` }, 'imageCdn: must be at most 2048 characters'],
  [{ imageSource: 'x'.repeat(301) }, 'imageSource: must be at most 300 characters'],
  [{ authorSave: 'x'.repeat(101) }, 'authorSave: must be at most 100 characters'],
  [{ authorSave: null }, 'authorSave: must be text'],
  [{ dateSave: 'x'.repeat(101) }, 'dateSave: must be at most 100 characters'],
  [{ articleSave: 42 }, 'articleSave: must be text (base64 of the HTML)'],
  [{ articleSave: '<p>not base64</p>' }, 'articleSave: must be base64 of the HTML'],
  [{ articleSave: 'abc' }, 'articleSave: must be base64 of the HTML'],
  [
    { articleSave: toBase64('Salted__ and the rest of a legacy body') },
    'articleSave: must be base64 of the HTML, not the encrypted legacy form',
  ],
  [{ researchLinksSave: 'https://papers.example/one' }, 'researchLinksSave: must be a list of links'],
  [{ researchLinksSave: ['javascript:alert(1)'] }, 'researchLinksSave.0: must be an http(s) address'],
  [{ researchLinksSave: ['https://papers.example/a', 7] }, 'researchLinksSave.1: must be text'],
  [{ researchLinksSave: [`https://papers.example/${'a'.repeat(2030)}`] }, 'researchLinksSave.0: must be at most 2048 characters'],
  [
    { researchLinksSave: Array.from({ length: 51 }, (_, i) => `https://papers.example/${i}`) },
    'researchLinksSave: must have at most 50 links',
  ],
  [{ category: 'Poetry' }, 'category: must be Health or Coding'],
  [{ category: undefined }, 'category: is required (Health or Coding)'],
  [{ category: null }, 'category: must be Health or Coding'],
  [{ category: 'health' }, 'category: must be Health or Coding'],
  [{ reference: true }, 'reference: must be text'],
];

describe('POST /api/article?id={key} (owner: a new article)', () => {
  it('creates the article: 201 with its id and href, "Created", never cached', async () => {
    const body = goodArticle({ headingSave: 'Coding, Carefully: a First Post' });
    const response = await postArticle(body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({
      data: { _id: expect.stringMatching(/^[a-z0-9]{24}$/), href: '/coding-carefully-a-first-post' },
      message: 'Created',
    });
    const stored = await row(response.body.data._id);
    expect(stored).toMatchObject({
      href: hrefOf(body.headingSave),
      headingSave: body.headingSave,
      imageCdn: body.imageCdn,
      imageSource: body.imageSource,
      imageSave: [body.imageCdn, body.imageSource],
      authorSave: cms.env.AUTHOR_NAME,
      dateSave: '3 Mar 2026',
      researchLinksSave: body.researchLinksSave,
      category: 'Coding',
      section: 'coding',
      totalWords: 7,
    });
    expect(fromBase64(stored.articleSave)).toBe('<p>Seven words make up this short body.</p>');
  });

  it("files it under the writer's category, not the heading rule: Coding without a coding word lists under Coding", async () => {
    const { _id } = await created(goodArticle({ headingSave: title('Quiet mornings and slow tea'), category: 'Coding' }));
    expect(await row(_id)).toMatchObject({ category: 'Coding', section: 'coding' });
    const listed = async (category: string) =>
      (await cms.api().get(`/api/article/?id=${key()}&category=${category}&pageSize=100`)).body.data.map((a: { _id: string }) => a._id);
    expect(await listed('coding')).toContain(_id);
    expect(await listed('health')).not.toContain(_id);
    const { _id: health } = await created(goodArticle({ headingSave: title('Coding with JavaScript, in bed'), category: 'Health' }));
    expect(await listed('health')).toContain(health);
    expect(await listed('coding')).not.toContain(health);
  });

  it('refuses a missing or unknown category with a reason, and writes nothing', async () => {
    const before = await articleCount();
    const { category: _category, ...withoutCategory } = goodArticle();
    expect400(await postArticle(withoutCategory), 'category: is required (Health or Coding)');
    expect400(await postArticle(goodArticle({ category: 'coding' })), 'category: must be Health or Coding');
    expect(await articleCount()).toBe(before);
  });

  it('works with a trailing slash before the query too', async () => {
    const response = await postArticle(goodArticle(), `/api/article/?id=${key()}`);
    expect(response.status).toBe(201);
  });

  it('derives href, section and totalWords itself and ignores localData and unknown fields', async () => {
    const heading = title('Health and the derived fields');
    const response = await postArticle(
      goodArticle({
        headingSave: heading,
        href: '/somewhere-else',
        section: 'health',
        totalWords: 9999,
        localData: { generalisedData: { username: 'x', email: 'y', password: 'z' }, result: 'ok' },
        somethingElse: { nested: true },
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.data.href).toBe(hrefOf(heading));
    const stored = await row(response.body.data._id);
    expect(stored).toMatchObject({ href: hrefOf(heading), totalWords: 7, section: 'coding' });
    expect(JSON.stringify(stored)).not.toContain('somewhere-else');
  });

  it("defaults the date to today's (e.g. 21 Nov 2026)", async () => {
    const before = new Date();
    const { dateSave: _date, ...rest } = goodArticle();
    const { _id } = await created(rest);
    const after = new Date();
    const stored = await row(_id);
    const day = (d: Date) =>
      d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace('Sept', 'Sep');
    expect(stored.dateSave).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect([day(before), day(after)]).toContain(stored.dateSave);
    // An empty date is no date either.
    expect((await row((await created(goodArticle({ dateSave: '  ' })))._id)).dateSave).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it('stores the body sanitised: no script, no event handler, no javascript: link', async () => {
    const html =
      '<p onclick="steal()">Hello <b>reader</b></p><script>alert(1)</script>' +
      '<img src="https://images.example/x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
    const { _id, href } = await created(goodArticle({ articleSave: toBase64(html) }));
    const stored = fromBase64((await row(_id)).articleSave);
    for (const text of [
      stored,
      fromBase64((await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(href)}`)).body.articleSave),
    ]) {
      // <b> is stored as <strong> (ADR 0035).
      expect(text).toContain('Hello <strong>reader</strong>');
      expect(text).toContain('<img src="https://images.example/x.png" />');
      expect(text).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    }
  });

  it('stores a table, footnotes and a figure as written, and returns them so (ADR 0041)', async () => {
    const html =
      '<p>Results<sup class="footnote-ref" id="fnref-1"><a href="#fn-1">1</a></sup> of the week.</p>' +
      '<table><thead><tr><th>Day</th><th>Km</th></tr></thead><tbody><tr><td><em>Mon</em></td><td>5</td></tr><tr><td>Tue</td><td></td></tr></tbody></table>' +
      '<figure><img src="https://images.example/run.png" alt="A run" /><figcaption>The river path</figcaption></figure>' +
      '<ol class="footnotes"><li class="footnote" id="fn-1">My <a href="https://example.com/log">log</a>.</li></ol>';
    const { _id, href } = await created(goodArticle({ articleSave: toBase64(html) }));
    expect(fromBase64((await row(_id)).articleSave)).toBe(html);
    const read = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(href)}`);
    expect(fromBase64(read.body.articleSave)).toBe(html);
  });

  it('strips hostile attributes from tables, footnotes and figures', async () => {
    const html =
      '<p>A<sup class="footnote-ref" id="fnref-1" onmouseover="alert(1)"><a href="javascript:alert(2)">1</a></sup></p>' +
      '<table style="background:url(javascript:alert(3))" onclick="alert(4)"><tbody><tr><td colspan="9" onfocus="alert(5)" data-row="x">c</td></tr></tbody></table>' +
      '<figure onclick="alert(6)"><img src="https://images.example/a.png" onerror="alert(7)" /><figcaption style="color:red">cap</figcaption></figure>' +
      '<ol class="footnotes evil" id="main"><li class="footnote" id="login" onclick="alert(8)">n</li></ol>';
    const { _id } = await created(goodArticle({ articleSave: toBase64(html) }));
    expect(fromBase64((await row(_id)).articleSave)).toBe(
      '<p>A<sup class="footnote-ref" id="fnref-1"><a>1</a></sup></p><table><tbody><tr><td>c</td></tr></tbody></table>' +
        '<figure><img src="https://images.example/a.png" /><figcaption>cap</figcaption></figure><ol class="footnotes"><li class="footnote">n</li></ol>',
    );
  });

  it('judges the body as it will be stored: a body that is only a script is not written', async () => {
    const before = await articleCount();
    for (const html of ['', '<p><br></p>', '<script>alert("words words")</script>', 'Write the article here...', '<p>  </p>']) {
      expect400(await postArticle(goodArticle({ articleSave: toBase64(html) })), 'Article is not written there...');
    }
    expect(await articleCount()).toBe(before);
  });

  it('is readable at once through the reading routes', async () => {
    const body = goodArticle({ headingSave: title('Coding readable at once') });
    const { _id, href } = await created(body);
    const list = await cms.api().get(`/api/article?id=${key()}&pageSize=1`);
    expect(list.body.data[0]).toMatchObject({ _id, href, headingSave: body.headingSave });
    const byPath = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${_id}`)}`);
    expect(byPath.body).toMatchObject({ _id, href, headingSave: body.headingSave, totalWords: 7 });
    const byHref = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/local${href}`)}`);
    expect(byHref.body._id).toBe(_id);
    const single = await cms.api().post(`/api/article-single?id=${key()}`).send({ href });
    expect(single.status).toBe(200);
    expect(fromBase64(single.body.articleSave)).toBe('<p>Seven words make up this short body.</p>');
  });

  it('answers each rule with its message, in the spec order, and writes nothing', async () => {
    const before = await articleCount();
    for (const [step, [, message]] of RULES_IN_ORDER.entries()) expect400(await postArticle(brokenUpTo(step)), message);
    expect(await articleCount()).toBe(before);
    const allFixed = { ...brokenUpTo(RULES_IN_ORDER.length - 1), reference: 'true' };
    expect((await postArticle(allFixed)).status).toBe(201);
  });

  it('answers a missing field as its rule: a body with only its category is "Title not available..."', async () => {
    expect400(await postArticle({ category: 'Health' }), 'Title not available...');
    expect400(await postArticle(goodArticle({ imageSource: undefined })), 'provide picture source...');
    expect400(await postArticle(goodArticle({ reference: undefined })), 'Authorized researched papers essential');
    expect400(await postArticle(goodArticle({ authorSave: ` ${cms.env.AUTHOR_NAME}x` })), 'Authentication failed!');
    expect400(await postArticle(goodArticle({ reference: 'TRUE ' })), 'Article researched boolean false');
  });

  it('answers type and length errors as "<field>: <reason>", before the rules', async () => {
    const before = await articleCount();
    for (const [change, message] of SHAPE_CASES) expect400(await postArticle({ ...ALL_RULES_BROKEN, ...change }), message);
    expect(await articleCount()).toBe(before);
  });

  it('refuses a title with nothing a path can hold', async () => {
    expect400(await postArticle(goodArticle({ headingSave: '!!! ???' })), 'headingSave: must contain a letter or a digit');
  });

  it('answers 400, never 500, to bad JSON and to a body that is not an object', async () => {
    const before = await articleCount();
    const bad = await asOwner().post(`/api/article?id=${key()}`).set('Content-Type', 'application/json').send('{"headingSave": ');
    expect(bad.status).toBe(400);
    expect400(await postArticle([goodArticle()]), 'must be a JSON object');
    expect(await articleCount()).toBe(before);
  });

  it('refuses a control character or a line break in a one-line field, naming it, from every writer', async () => {
    const before = await articleCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ headingSave: `${title()}\u0007` }, 'headingSave'],
      [{ headingSave: `${title()}\r\nInjected: yes` }, 'headingSave'],
      [{ imageSource: 'Photo\tby A. Lens' }, 'imageSource'],
      [{ authorSave: `${cms.env.AUTHOR_NAME}\u001b` }, 'authorSave'],
      [{ researchLinksSave: ['https://papers.example/\u0001'] }, 'researchLinksSave.0'],
    ];
    for (const [change, field] of cases) {
      expect400(await postArticle(goodArticle(change)), `${field}: must not contain control characters or line breaks`);
    }
    // Strapi's admin writes through the Document Service: the same rule, the same message.
    await expect(
      cms.strapi.documents(ARTICLE).create({ data: { ...goodArticle(), headingSave: `${title()}\u0000` } as never }),
    ).rejects.toThrow('headingSave: must not contain control characters or line breaks');
    expect(await articleCount()).toBe(before);
  });

  it('takes a body of up to 720 KB of HTML, and refuses one byte more', async () => {
    const paragraph = (bytes: number) => `<p>${'word '.repeat(Math.floor((bytes - 7) / 5))}${'x'.repeat((bytes - 7) % 5)}</p>`;
    const largest = paragraph(720_000);
    expect(Buffer.byteLength(largest)).toBe(720_000);
    expect((await postArticle(goodArticle({ articleSave: toBase64(largest) }))).status).toBe(201);
    expect400(await postArticle(goodArticle({ articleSave: toBase64(`${largest} `) })), 'articleSave: must be at most 720 KB of HTML');
    // Past the 1 MB body limit the request is refused before any code of ours reads it.
    expect((await postArticle(goodArticle({ articleSave: 'A'.repeat(1_100_000) }))).status).toBe(413);
  });

  it("answers 409 when the title's href is taken, and writes nothing", async () => {
    const first = goodArticle({ headingSave: title('Coding twice, with a comma') });
    await created(first);
    const before = await articleCount();
    // Another title with the same href: case, commas and spacing do not count.
    const again = await postArticle(goodArticle({ headingSave: ` ${first.headingSave.toUpperCase().replace(',', '')}  ` }));
    expectError(again, 409, 'ConflictError', 'An article with this title already exists.');
    expect(await articleCount()).toBe(before);
  });

  it('answers 409, never 500, to the losers of a race for one href: one article is made', async () => {
    const heading = title('Coding a race');
    const responses = await Promise.all(Array.from({ length: 6 }, () => postArticle(goodArticle({ headingSave: heading }))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await cms.strapi.documents(ARTICLE).count({ filters: { href: hrefOf(heading) } })).toBe(1);
  });

  it("queues the newsletter for a new article, leaving in five minutes; none when 'E-mail to subscribers' is off", async () => {
    const before = Date.now();
    const { _id } = await created(goodArticle());
    const [send, ...more] = await sendsOf(cms, _id);
    expect(more).toHaveLength(0);
    expect(send).toMatchObject({ state: 'waiting', recipients: 0, startedAt: null });
    const leaves = new Date(send.dueAt).getTime();
    expect(leaves).toBeGreaterThanOrEqual(before + 5 * MINUTE);
    expect(leaves).toBeLessThanOrEqual(Date.now() + 5 * MINUTE);
    const quiet = await created(goodArticle({ emailSubscribers: false }));
    expect(await sendsOf(cms, quiet._id)).toEqual([]);
  });

  it("refuses an 'E-mail to subscribers' that is not true or false, and makes nothing", async () => {
    const before = await articleCount();
    expect400(await postArticle(goodArticle({ emailSubscribers: 'yes' })), 'emailSubscribers: must be true or false');
    expect(await articleCount()).toBe(before);
  });

  it('answers 400 for a missing or wrong site key', async () => {
    const before = await articleCount();
    expect400(await postArticle(goodArticle(), '/api/article'), 'id: the site key is required (?id={key})');
    expect400(await postArticle(goodArticle(), '/api/article?id=wrong'), 'id: unknown site key');
    expect(await articleCount()).toBe(before);
  });
});

describe('PUT /api/article?id={key} (owner: an edit, with the password)', () => {
  const password = () => cms.env.OWNER_PASSWORD;
  const failures = async () => Number((await cms.strapi.db.connection(FAILURES_TABLE).where({ key: sessionKey() }).first())?.count ?? 0);

  it('replaces the fields: 204 without a body; the href follows the title', async () => {
    const { _id, href } = await created(goodArticle());
    const { createdAt } = await row(_id);
    const heading = title('Health after an edit');
    const response = await putArticle(
      goodArticle({
        id: _id,
        editorPassword: password(),
        headingSave: heading,
        articleSave: toBase64('<p>Three new words</p><script>x()</script>'),
        category: 'Health',
        researchLinksSave: [],
        totalWords: 1000,
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stored = await row(_id);
    expect(stored).toMatchObject({
      href: hrefOf(heading),
      headingSave: heading,
      category: 'Health',
      section: 'health',
      totalWords: 3,
      researchLinksSave: [],
    });
    expect(fromBase64(stored.articleSave)).toBe('<p>Three new words</p>');
    // Readable at once at the new href; the old one is gone.
    expect((await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(hrefOf(heading))}`)).body._id).toBe(_id);
    expect((await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(href)}`)).text).toBe('null');
    // It is the same article, not a new one.
    expect(stored.createdAt).toEqual(createdAt);
  });

  it('moves the article to the other section when only its category changes', async () => {
    const body = goodArticle({ headingSave: title('Coding in the garden'), category: 'Coding' });
    const { _id, href } = await created(body);
    const response = await putArticle({ ...body, id: _id, editorPassword: password(), category: 'Health' });
    expect(response.status, JSON.stringify(response.body)).toBe(204);
    expect(await row(_id)).toMatchObject({ href, category: 'Health', section: 'health' });
    const health = await cms.api().get(`/api/article/?id=${key()}&category=health&pageSize=100`);
    expect(health.body.data.map((a: { _id: string }) => a._id)).toContain(_id);
  });

  it('keeps its own href when the title stays; works with a trailing slash', async () => {
    const body = goodArticle();
    const { _id } = await created(body);
    const response = await putArticle(
      { ...body, id: _id, editorPassword: password(), imageSource: 'Photo by C. Frame' },
      `/api/article/?id=${key()}`,
    );
    expect(response.status).toBe(204);
    expect((await row(_id)).imageSource).toBe('Photo by C. Frame');
  });

  it('answers the rules in order, the missing password last, and changes nothing', async () => {
    const { _id } = await created(goodArticle());
    const before = await row(_id);
    for (const [step, [, message]] of RULES_IN_ORDER.entries()) {
      expect400(await putArticle({ ...brokenUpTo(step), id: _id }), message);
    }
    const allRulesMet = { ...brokenUpTo(RULES_IN_ORDER.length - 1), reference: 'true', id: _id };
    expect400(await putArticle(allRulesMet), 'Need password to edit Article...');
    expect400(await putArticle({ ...allRulesMet, editorPassword: '' }), 'Need password to edit Article...');
    expect(await row(_id)).toEqual(before);
    expect(await failures()).toBe(0);
  });

  it('answers type errors first, and a missing or malformed id', async () => {
    const { _id } = await created(goodArticle());
    for (const [change, message] of SHAPE_CASES) expect400(await putArticle({ ...ALL_RULES_BROKEN, id: _id, ...change }), message);
    expect400(await putArticle({ ...goodArticle(), editorPassword: password() }), "id: is required (the article's id)");
    expect400(await putArticle({ ...goodArticle(), id: '', editorPassword: password() }), "id: is required (the article's id)");
    expect400(await putArticle({ ...goodArticle(), id: '../x', editorPassword: password() }), 'id: must be an article id');
    expect400(await putArticle({ ...goodArticle(), id: 12, editorPassword: password() }), 'id: must be an article id');
    expect400(await putArticle({ ...goodArticle(), id: _id, editorPassword: 12345678 }), 'editorPassword: must be text');
  });

  it("answers 403 'Authentication failed...' to a wrong password, counted as a failed sign-in", async () => {
    const { _id } = await created(goodArticle());
    const before = await row(_id);
    const response = await putArticle(goodArticle({ id: _id, editorPassword: 'not-the-password', headingSave: title() }));
    expectError(response, 403, 'ForbiddenError', 'Authentication failed...');
    expect(await row(_id)).toEqual(before);
    expect(await failures()).toBe(1);
  });

  it('answers 404 for an id no article has (with the right password)', async () => {
    const response = await putArticle(goodArticle({ id: 'abcdefghijklmnopqrstuvwx', editorPassword: password() }));
    expectError(response, 404, 'NotFoundError', 'No article has this id.');
  });

  it("answers 409 when the new title's href belongs to another article", async () => {
    const other = goodArticle();
    await created(other);
    const { _id } = await created(goodArticle());
    const before = await row(_id);
    const response = await putArticle(goodArticle({ id: _id, editorPassword: password(), headingSave: other.headingSave }));
    expectError(response, 409, 'ConflictError', 'An article with this title already exists.');
    expect(await row(_id)).toEqual(before);
  });

  it('refuses a password in the address, and changes nothing', async () => {
    const { _id } = await created(goodArticle());
    const before = await row(_id);
    const response = await putArticle(
      goodArticle({ id: _id, editorPassword: password() }),
      `/api/article?id=${key()}&editorPassword=${password()}`,
    );
    expect400(response, 'Send the password in the request body, never in the address.');
    expect(await row(_id)).toEqual(before);
  });

  it('does not mail the newsletter', async () => {
    const { _id } = await created(goodArticle());
    expect(await sendsOf(cms, _id)).toHaveLength(1);
    expect((await putArticle(goodArticle({ id: _id, editorPassword: password() }))).status).toBe(204);
    expect(await sendsOf(cms, _id)).toHaveLength(1);
  });
});

describe('DELETE /api/article-delete/?id={key}&reference={id} (owner: a delete, with the password)', () => {
  const password = () => cms.env.OWNER_PASSWORD;
  const exists = async (documentId: string) => Boolean(await findArticle(documentId));

  it('deletes with the password in the JSON body: 204, and no reading route finds it', async () => {
    const { _id, href } = await created(goodArticle());
    const response = await asOwner()
      .delete(deleteUrl(`reference=${_id}`))
      .send({ password: password() });
    expect(response.status, JSON.stringify(response.body)).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await exists(_id)).toBe(false);
    expect((await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(href)}`)).text).toBe('null');
    expect((await cms.api().post(`/api/article-single?id=${key()}`).send({ href })).status).toBe(404);
    // Again: nothing left to delete.
    expectError(
      await asOwner()
        .delete(deleteUrl(`reference=${_id}`))
        .send({ password: password() }),
      404,
      'NotFoundError',
      'No article has this id.',
    );
  });

  it('deletes with the password in the X-Editor-Password header', async () => {
    const { _id } = await created(goodArticle());
    const response = await asOwner().delete(`/api/article-delete?id=${key()}&reference=${_id}`).set('X-Editor-Password', password());
    expect(response.status).toBe(204);
    expect(await exists(_id)).toBe(false);
  });

  it('never takes the password from the address: 400, nothing deleted, nothing counted', async () => {
    const { _id } = await created(goodArticle());
    for (const query of [`password=${password()}`, `pswd=${password()}`, 'password=', `Password=${password()}`]) {
      const response = await asOwner()
        .delete(deleteUrl(`reference=${_id}&username=x&email=y&${query}&result=z`))
        .send({ password: password() });
      expect400(response, 'Send the password in the request body, never in the address.');
    }
    expect(await exists(_id)).toBe(true);
    expect(Number((await cms.strapi.db.connection(FAILURES_TABLE).count({ n: '*' }).first())?.n)).toBe(0);
  });

  it("answers 'enter password...' without a password", async () => {
    const { _id } = await created(goodArticle());
    expect400(await asOwner().delete(deleteUrl(`reference=${_id}`)), 'enter password...');
    expect400(
      await asOwner()
        .delete(deleteUrl(`reference=${_id}`))
        .send({}),
      'enter password...',
    );
    expect400(
      await asOwner()
        .delete(deleteUrl(`reference=${_id}`))
        .send({ password: '' }),
      'enter password...',
    );
    expect400(
      await asOwner()
        .delete(deleteUrl(`reference=${_id}`))
        .send({ password: 1234 }),
      'password: must be text',
    );
    expect(await exists(_id)).toBe(true);
  });

  it("answers 403 'Authentication failed...' to a wrong password, counted, nothing deleted", async () => {
    const { _id } = await created(goodArticle());
    const response = await asOwner()
      .delete(deleteUrl(`reference=${_id}`))
      .send({ password: 'not-the-password' });
    expectError(response, 403, 'ForbiddenError', 'Authentication failed...');
    expect(await exists(_id)).toBe(true);
    expect(Number((await cms.strapi.db.connection(FAILURES_TABLE).where({ key: sessionKey() }).first()).count)).toBe(1);
  });

  it('answers 404 for an id no article has', async () => {
    const response = await asOwner().delete(deleteUrl('reference=abcdefghijklmnopqrstuvwx')).send({ password: password() });
    expectError(response, 404, 'NotFoundError', 'No article has this id.');
  });

  it('answers 400 for a missing or malformed reference', async () => {
    const { _id } = await created(goodArticle());
    expect400(await asOwner().delete(deleteUrl('x=1')).send({ password: password() }), 'reference: is required (?reference={article id})');
    for (const reference of ['/an-href', 'a%20b', 'a'.repeat(65)]) {
      const response = await asOwner()
        .delete(deleteUrl(`reference=${reference}`))
        .send({ password: password() });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(/^reference: must be an? article id$/);
    }
    expect400(
      await asOwner()
        .delete(deleteUrl(`reference=${_id}&reference=${_id}`))
        .send({ password: password() }),
      'reference: must be one article id',
    );
    expect(await exists(_id)).toBe(true);
  });
});

describe('the edit and delete password lockout', () => {
  it('locks the session after repeated wrong passwords, as sign-in does: 429 with Retry-After, even for the right one', async () => {
    const { _id } = await created(goodArticle());
    const before = await row(_id);
    // Four free failures; the fifth locks for 10 minutes. Each call comes from its own address: the session counts them all.
    for (let i = 1; i <= 4; i++) {
      expect((await putArticle(goodArticle({ id: _id, editorPassword: `wrong-${i}` }))).status, `failure ${i}`).toBe(403);
    }
    const warn = vi.spyOn(cms.strapi.log, 'warn');
    expect(
      (
        await asOwner()
          .delete(deleteUrl(`reference=${_id}`))
          .send({ password: 'wrong-5' })
      ).status,
    ).toBe(403);
    const logged = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(logged.some((line) => line.includes(sessionKey()) && line.includes('600 s'))).toBe(true);
    expect(logged.join('\n')).not.toContain('wrong-5');

    for (const attempt of [
      () => putArticle(goodArticle({ id: _id, editorPassword: cms.env.OWNER_PASSWORD })),
      () =>
        asOwner()
          .delete(deleteUrl(`reference=${_id}`))
          .set('X-Editor-Password', cms.env.OWNER_PASSWORD),
    ]) {
      const response = await attempt();
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(response.body).toEqual({
        data: null,
        error: {
          status: 429,
          name: 'RateLimitError',
          message: `Too many failed sign-ins: try again in ${retryAfter} seconds.`,
          details: {},
        },
      });
    }
    expect(await row(_id)).toEqual(before);
    // The session's own lockout: the account is not counted, so the sign-in is not locked by it.
    expect(await cms.strapi.db.connection(FAILURES_TABLE).where({ key: 'account:owner' }).first()).toBeUndefined();
    const signIn = await cms
      .api()
      .post(signInPath(cms))
      .send({
        admin: toBase64(cms.env.OWNER_USERNAME),
        email: toBase64(cms.env.OWNER_EMAIL),
        pswd: toBase64(cms.env.OWNER_PASSWORD),
        colours: cms.env.SIGNIN_COLOURS,
        answer: 'x',
        attempt: 'x',
        humanCheck: 'x',
      });
    expect(signIn.status).toBe(404);
  });

  it('forgets earlier failures once the right password is given', async () => {
    const { _id } = await created(goodArticle());
    for (let i = 1; i <= 3; i++) expect((await putArticle(goodArticle({ id: _id, editorPassword: `wrong-${i}` }))).status).toBe(403);
    expect(Number((await cms.strapi.db.connection(FAILURES_TABLE).where({ key: sessionKey() }).first()).count)).toBe(3);
    expect((await putArticle(goodArticle({ id: _id, editorPassword: cms.env.OWNER_PASSWORD }))).status).toBe(204);
    expect(await cms.strapi.db.connection(FAILURES_TABLE).where({ key: sessionKey() }).first()).toBeUndefined();
  });
});
