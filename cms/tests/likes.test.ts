import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/lib/db-errors';
import { startCms, type TestCms } from './harness';

const REACTION = 'api::reaction.reaction';

let cms: TestCms;
let articles: string[];
/** Every answer any test got: none may ever carry an address. */
const answers: string[] = [];

beforeAll(async () => {
  cms = await startCms();
  articles = (await cms.api().get('/api/post?pageSize=4')).body.data.map((a: { _id: string }) => a._id);
});
afterAll(() => cms?.stop());

const remember = <T extends { text: string }>(response: T) => {
  answers.push(response.text);
  return response;
};
const count = async (kind: 'like' | 'unlike', id: string) =>
  remember(await cms.api().get(`/api/${kind}?ArticleId=${encodeURIComponent(id)}`));
const react = async (kind: 'like' | 'unlike', body: unknown) =>
  remember(
    await cms
      .api()
      .post(`/api/${kind}`)
      .send(body as object),
  );
const rows = async (where: Record<string, unknown> = {}) => {
  const [{ n }] = await cms.strapi.db.connection('reactions').where(where).count({ n: '*' });
  return Number(n);
};
let serial = 0;
const address = () => `reader-${Date.now()}-${(serial += 1)}@example.com`;

describe('GET /api/like and GET /api/unlike (counts)', () => {
  it('answer the article id and its count, never cached', async () => {
    for (const kind of ['like', 'unlike'] as const) {
      const response = await count(kind, articles[0]);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ArticleId: articles[0], count: 0 });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answer 400 for a missing, repeated or malformed id, never the whole table', async () => {
    const missing = remember(await cms.api().get('/api/like'));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'ArticleId: is required (the article id)' },
    });
    const twice = remember(await cms.api().get(`/api/unlike?ArticleId=${articles[0]}&ArticleId=${articles[1]}`));
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('ArticleId: must be one article id');
    for (const bad of ['', '-abc', 'a b', 'x'.repeat(65), "1' OR '1'='1", '%']) {
      const response = await count('like', bad);
      expect(response.status, bad).toBe(400);
      expect(response.body.error.message, bad).toMatch(/^ArticleId: /);
    }
  });
});

describe('POST /api/like and POST /api/unlike', () => {
  it('records a like: 201 with the new count; the same address again gets the same answer and changes nothing', async () => {
    const email = address();
    const first = await react('like', { Email: email, idArticle: articles[0], website: '' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ArticleId: articles[0], count: 1 });
    // Trimmed and lowercased: the same address.
    const again = await react('like', { Email: `  ${email.toUpperCase()} `, idArticle: articles[0], website: '' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ArticleId: articles[0], count: 1 });
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
    const other = await react('like', { Email: address(), idArticle: articles[0] });
    expect(other.status).toBe(201);
    expect(other.body).toEqual({ ArticleId: articles[0], count: 2 });
    expect((await count('like', articles[0])).body).toEqual({ ArticleId: articles[0], count: 2 });
    // The row is one Strapi itself would have written, with the address as sent, normalised.
    const stored = await cms.strapi.documents(REACTION).findFirst({ filters: { email } });
    expect(stored).toMatchObject({
      kind: 'like',
      articleId: articles[0],
      email,
      documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
      publishedAt: expect.anything(),
    });
  });

  it('counts likes and unlikes apart, per article', async () => {
    const email = address();
    const before = { like: (await count('like', articles[1])).body.count, unlike: (await count('unlike', articles[1])).body.count };
    expect((await react('like', { Email: email, idArticle: articles[1] })).body.count).toBe(before.like + 1);
    const unlike = await react('unlike', { Email: email, idArticle: articles[1] });
    expect(unlike.status).toBe(201);
    expect(unlike.body).toEqual({ ArticleId: articles[1], count: before.unlike + 1 });
    expect((await react('unlike', { Email: email, idArticle: articles[1] })).status).toBe(201);
    expect((await count('like', articles[1])).body.count).toBe(before.like + 1);
    expect((await count('unlike', articles[1])).body.count).toBe(before.unlike + 1);
    expect((await count('like', articles[2])).body.count).toBe(0);
  });

  it('takes any valid address, not only .com ones (ADR 28)', async () => {
    const response = await react('like', { Email: `reader-${Date.now()}@posteo.de`, idArticle: articles[0] });
    expect(response.status).toBe(201);
  });

  it('accepts local- ids of articles shipped with the web server', async () => {
    const response = await react('like', { Email: address(), idArticle: 'local-how-to-write-a-fetcher' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ArticleId: 'local-how-to-write-a-fetcher', count: 1 });
  });

  it('answers 404 for an id no article has, and stores nothing', async () => {
    const before = await rows();
    const response = await react('like', { Email: address(), idArticle: 'abcdefghijklmnopqrstuvwx' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ data: null, error: { status: 404, message: 'No article has this id.' } });
    expect(await rows()).toBe(before);
  });

  it('answers 400 with a reason for bad input, and stores nothing', async () => {
    const before = await rows();
    const cases: [unknown, string][] = [
      [{ idArticle: articles[0] }, 'Email: is required (an e-mail address)'],
      [{ Email: '   ', idArticle: articles[0] }, 'Email: is required (an e-mail address)'],
      [{ Email: 42, idArticle: articles[0] }, 'Email: must be text'],
      [{ Email: 'reader.example.com', idArticle: articles[0] }, 'Email: must be a valid e-mail address'],
      [{ Email: 'reader@posteo', idArticle: articles[0] }, 'Email: must be a valid e-mail address'],
      [{ Email: '<b>x</b>@example.com', idArticle: articles[0] }, 'Email: must not contain < or >'],
      [{ Email: 'reader@exa>mple.com', idArticle: articles[0] }, 'Email: must not contain < or >'],
      [{ Email: `${'a'.repeat(250)}@example.com`, idArticle: articles[0] }, 'Email: must be at most 254 characters'],
      [{ Email: address() }, 'idArticle: is required (the article id)'],
      [{ Email: address(), idArticle: '../etc' }, 'idArticle: must be an article id (letters, digits and -, at most 64)'],
      [{ Email: address(), idArticle: ['a', 'b'] }, 'idArticle: must be one article id'],
    ];
    for (const [body, message] of cases) {
      for (const kind of ['like', 'unlike'] as const) {
        const response = await react(kind, body);
        expect(response.status, message).toBe(400);
        expect(response.body.error.message).toBe(message);
      }
    }
    // Not a JSON object at all: a reason too, never a 500. A body that is not JSON is refused before it is read.
    const text = remember(await cms.api().post('/api/like').set('Content-Type', 'text/plain').send('Email=reader@example.com'));
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe('Send the body as JSON (Content-Type: application/json).');
    const list = remember(
      await cms
        .api()
        .post('/api/like')
        .send([{ Email: 'reader@example.com', idArticle: articles[0] }]),
    );
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe('the body must be a JSON object');
    const malformed = remember(await cms.api().post('/api/unlike').set('Content-Type', 'application/json').send('{"Email":'));
    expect(malformed.status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('answers a filled honeypot as a success, with the current count, and stores nothing', async () => {
    const before = await rows();
    const current = (await count('like', articles[0])).body.count;
    const response = await react('like', { Email: address(), idArticle: articles[0], website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ArticleId: articles[0], count: current });
    expect(await rows()).toBe(before);
  });

  it('keeps exactly one row for 50 concurrent identical likes', async () => {
    const email = address();
    const body = { Email: email, idArticle: articles[3], website: '' };
    const responses = await Promise.all(Array.from({ length: 50 }, () => react('like', body)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(responses.every((r) => r.body.count === 1 && r.body.ArticleId === articles[3])).toBe(true);
    expect(await rows({ email, article_id: articles[3] })).toBe(1);
    expect((await count('like', articles[3])).body).toEqual({ ArticleId: articles[3], count: 1 });
  });

  it('leaves the race to the database: a second identical row is refused, and read as "already there"', async () => {
    const data = { kind: 'like' as const, articleId: articles[2], email: address() };
    await cms.strapi.documents(REACTION).create({ data });
    const error = await cms.strapi
      .documents(REACTION)
      .create({ data })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('never shows an address: no answer carries one, and reactions have no public REST', async () => {
    expect((await cms.api().get('/api/reactions')).status).toBe(404);
    expect((await cms.api().get('/api/reactions?populate=*')).status).toBe(404);
    expect(answers.length).toBeGreaterThan(50);
    for (const text of answers) expect(text).not.toMatch(/@example\.com/i);
  });
});

describe('the counts behind GET /api/like, kept by the database', () => {
  const knex = () => cms.strapi.db.connection;
  const stored = async (kind: string, id: string) =>
    Number((await knex()('reaction_counts').where({ article_id: id, kind }).first('total'))?.total ?? 0);

  it('follow rows written any way: inserted, moved and deleted by hand, in step with COUNT', async () => {
    const id = `local-counted-${Date.now()}`;
    const at = new Date();
    const row = (n: number) => ({
      document_id: `countedrow${Date.now()}${n}`,
      kind: 'like',
      email: `counted-${n}@example.com`,
      article_id: id,
      created_at: at,
      updated_at: at,
      published_at: at,
    });
    await knex().batchInsert(
      'reactions',
      Array.from({ length: 30 }, (_, n) => row(n)),
      10,
    );
    expect((await count('like', id)).body).toEqual({ ArticleId: id, count: 30 });
    await knex()('reactions').where({ article_id: id, email: 'counted-0@example.com' }).update({ kind: 'unlike' });
    expect([await stored('like', id), await stored('unlike', id)]).toEqual([29, 1]);
    await knex()('reactions').where({ article_id: id }).whereIn('email', ['counted-1@example.com', 'counted-2@example.com']).delete();
    expect((await count('like', id)).body.count).toBe(27);
    expect((await count('unlike', id)).body.count).toBe(1);
    expect(await stored('like', id)).toBe(await rows({ article_id: id, kind: 'like' }));
  });

  it('stay exact under 40 concurrent likes from different addresses', async () => {
    const before = (await count('like', articles[1])).body.count;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => react('like', { Email: address(), idArticle: articles[1], website: '' })),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect((await count('like', articles[1])).body.count).toBe(before + 40);
    expect(await stored('like', articles[1])).toBe(await rows({ article_id: articles[1], kind: 'like' }));
  });

  it('are counted again from the rows at start when a trigger is missing', async () => {
    const dropTrigger =
      cms.strapi.db.dialect.client === 'postgres'
        ? 'DROP TRIGGER reactions_count_insert ON reactions'
        : 'DROP TRIGGER reactions_count_insert';
    await knex().raw(dropTrigger);
    // Written while nothing counts them, then a wrong count on top.
    await react('like', { Email: address(), idArticle: articles[2], website: '' });
    await knex()('reaction_counts').where({ article_id: articles[2], kind: 'like' }).update({ total: 999 });
    await cms.restart();
    expect(await stored('like', articles[2])).toBe(await rows({ article_id: articles[2], kind: 'like' }));
    const before = (await count('like', articles[2])).body.count;
    await react('like', { Email: address(), idArticle: articles[2], website: '' });
    expect((await count('like', articles[2])).body.count).toBe(before + 1);
  });
});
