import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';

/**
 * The fast path (ADR 48) answers the hottest reader calls with the configured checks and
 * the route's own handler, skipping the rest of Strapi's chain. Strapi's router takes a path in
 * any case, the fast path only as written: `/api/LIKE` is the same route through the whole chain, so
 * each answer can be compared with the whole chain's. strapi::poweredBy is one of the parts the
 * fast path skips: its header tells which answered.
 */
let cms: TestCms;
let article: string;

beforeAll(async () => {
  cms = await startCms();
  article = (await cms.api().get('/api/post?pageSize=1')).body.data[0]._id;
});
afterAll(() => cms?.stop());

const throughFastPath = (response: { headers: Record<string, string> }) => response.headers['x-powered-by'] === undefined;
let serial = 0;
const reader = () => `fast-path-${Date.now()}-${(serial += 1)}@example.com`;

describe('the fast path', () => {
  it('answers counts as the whole chain does, with its security headers', async () => {
    const fast = await cms.api().get(`/api/like?ArticleId=${article}`);
    const whole = await cms.api().get(`/api/LIKE?ArticleId=${article}`);
    expect(throughFastPath(fast)).toBe(true);
    expect(throughFastPath(whole)).toBe(false);
    expect(fast.status).toBe(200);
    expect(fast.body).toEqual(whole.body);
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    expect(fast.headers['content-security-policy']).toBe(whole.headers['content-security-policy']);
  });

  it('refuses bad input with the same 400 as the whole chain', async () => {
    for (const query of ['', '?ArticleId=a%20b', `?ArticleId=${article}&ArticleId=${article}`]) {
      const fast = await cms.api().get(`/api/unlike${query}`);
      const whole = await cms.api().get(`/api/UNLIKE${query}`);
      expect(throughFastPath(fast), query).toBe(true);
      expect(fast.status, query).toBe(400);
      expect(fast.body, query).toEqual(whole.body);
    }
  });

  it('runs the global checks on writes: JSON only, UTF-8 only, parsed bodies, the client address', async () => {
    const form = await cms.api().post('/api/like').type('form').send({ Email: reader(), idArticle: article });
    expect(throughFastPath(form)).toBe(true);
    expect(form.status).toBe(415);
    const broken = await cms.api().post('/api/like').set('Content-Type', 'application/json').send('{"Email":');
    expect(broken.status).toBe(400);
    const notUtf8 = await cms.api().get(`/api/like?ArticleId=%C3%28`);
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.body.error.message).toBe('The address is not valid UTF-8.');
    const unknown = await cms.api().post('/api/like').send({ Email: reader(), idArticle: 'no-such-article', website: '' });
    expect(throughFastPath(unknown)).toBe(true);
    expect(unknown.status).toBe(404);
  });

  it('records a like once and answers the new count, as the whole chain does', async () => {
    const email = reader();
    const before = (await cms.api().get(`/api/like?ArticleId=${article}`)).body.count;
    const first = await cms.api().post('/api/like').send({ Email: email, idArticle: article, website: '' });
    expect(throughFastPath(first)).toBe(true);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ArticleId: article, count: before + 1 });
    const again = await cms.api().post('/api/LIKE').send({ Email: email, idArticle: article, website: '' });
    expect(throughFastPath(again)).toBe(false);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ArticleId: article, count: before + 1 });
    const row = await cms.strapi.db.connection('reactions').where({ email, article_id: article }).first();
    // Written as the Document Service writes a row: a document id and its three timestamps.
    expect(row.document_id).toMatch(/^[a-z0-9]{24}$/);
    expect(row.created_at).not.toBeNull();
    expect(row.published_at).not.toBeNull();
  });

  it("runs an opinion's human check on the fast path", async () => {
    const opinion = await cms
      .api()
      .post(`/api/opinion-about-article-${cms.env.PRODUCT_SLUG}?id=${cms.env.SITE_KEY}&reference=/blog/abc`)
      .send({ reader: 'Ada', country: 'Wales', opinion: 'Fine.', humanCheck: '' });
    expect(throughFastPath(opinion)).toBe(true);
    expect(opinion.status).toBe(400);
    expect(opinion.body.error.message).toBe('humanCheck: the human check is missing, used or expired');
  });

  it('counts views through the fast path', async () => {
    const visit = await cms.api().put('/api/m4-cxrbine').set('X-Forwarded-For', '198.51.100.77');
    const daily = await cms.api().post('/api/daily-6567').set('X-Forwarded-For', '198.51.100.77');
    expect([throughFastPath(visit), throughFastPath(daily)]).toEqual([true, true]);
    expect(visit.status).toBe(200);
    expect(daily.status).toBe(200);
    expect(visit.body.data.count).toBeGreaterThan(0);
  });

  it("answers the web server's reads and the search box as the whole chain does, policies included", async () => {
    for (const path of [
      `/api/article-related?id=${article}`,
      '/api/article/?id=demo-site-key&pageSize=2',
      '/api/search?q=sleep&limit=3',
      '/api/search/text?q=sleep',
    ]) {
      const fast = await cms.api().get(path);
      const whole = await cms.api().get(path.replace('/api/', '/API/'));
      expect(throughFastPath(fast), path).toBe(true);
      expect(fast.status, path).toBe(200);
      expect(fast.body, path).toEqual(whole.body);
    }
    // The site key's policy runs on the fast path: a list without the key is refused.
    const keyless = await cms.api().get('/api/article/?pageSize=2');
    expect(throughFastPath(keyless)).toBe(true);
    expect(keyless.status).toBe(400);
    // The owner check: no session is no owner.
    const session = await cms.api().get('/api/session');
    expect(throughFastPath(session)).toBe(true);
    expect(session.status).toBe(401);
  });

  it('leaves every other method and path to the whole chain', async () => {
    const head = await cms.api().head(`/api/like?ArticleId=${article}`);
    expect(throughFastPath(head)).toBe(false);
    const other = await cms.api().get('/api/sign-in/question');
    expect(throughFastPath(other)).toBe(false);
  });
});
