import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { articleData } from './article-data';
import { fromBase64 } from '../../packages/test-kit/src/base64.mjs';
import { plainText } from '@blog/rules/text';

let cms: TestCms;
const key = () => cms.env.SITE_KEY;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

async function newest() {
  const response = await cms.api().get('/api/post?pageSize=1');
  return response.body.data[0];
}

describe('GET /api/article/?id={key} and GET /api/post (lists)', () => {
  it('lists newest first, bounded, without bodies', async () => {
    const response = await cms.api().get(`/api/article/?id=${key()}`);
    expect(response.status).toBe(200);
    const { data, meta } = response.body;
    expect(meta.pagination).toMatchObject({ page: 1, pageSize: 20, total: 18, pageCount: 1 });
    expect(data).toHaveLength(18);
    const dates = data.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(data[0]).not.toHaveProperty('articleSave');
    expect(data[0]).toMatchObject({ _id: expect.any(String), href: expect.stringMatching(/^\//), headingSave: expect.any(String) });
  });

  it('filters by category (the heading rule) and pages', async () => {
    const coding = await cms.api().get(`/api/article/?id=${key()}&category=coding&pageSize=3&page=2`);
    expect(coding.status).toBe(200);
    expect(coding.body.data).toHaveLength(3);
    expect(coding.body.meta.pagination).toMatchObject({ page: 2, pageSize: 3, total: 9, pageCount: 3 });
    expect(coding.body.data.every((a: { section: string }) => a.section === 'coding')).toBe(true);
    const health = await cms.api().get('/api/post?category=health&pageSize=100');
    expect(health.body.meta.pagination.total).toBe(9);
  });

  it("adds each article's excerpt when asked (excerpt=true): the start of its text, never its body", async () => {
    const plain = await cms.api().get('/api/post?pageSize=2');
    expect(plain.body.data[0]).not.toHaveProperty('excerpt');
    const response = await cms.api().get(`/api/article/?id=${key()}&pageSize=2&excerpt=true`);
    expect(response.status).toBe(200);
    for (const article of response.body.data) {
      expect(article).not.toHaveProperty('articleSave');
      expect(article.excerpt).toMatch(/^[^<>]+$/);
      expect(Array.from(article.excerpt as string).length).toBeLessThanOrEqual(161);
    }
    const full = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${response.body.data[0]._id}`)}`);
    const text = plainText(fromBase64(full.body.articleSave));
    expect(text.startsWith(response.body.data[0].excerpt.replace(/…$/, ''))).toBe(true);
    const bad = await cms.api().get('/api/post?excerpt=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('excerpt: must be true or false');
  });

  it('never returns more than 100 rows', async () => {
    const response = await cms.api().get('/api/post?pageSize=101');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('pageSize: must be at most 100');
  });

  it('answers 400 with a reason for a missing or wrong site key', async () => {
    const missing = await cms.api().get('/api/article/');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/site key is required/);
    const wrong = await cms.api().get('/api/article/?id=not-the-key');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('id: unknown site key');
  });

  it('answers 400 for bad paging input', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=1.5', 'category=poetry']) {
      const response = await cms.api().get(`/api/post?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.message, query).toMatch(/^(page|pageSize|category): /);
    }
  });
});

describe('GET /api/getapostadsfgd?name={path}', () => {
  it('returns the article of /blog/{id} with its base64 body', async () => {
    const first = await newest();
    const response = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${first._id}`)}`);
    expect(response.status).toBe(200);
    expect(response.body._id).toBe(first._id);
    const html = fromBase64(response.body.articleSave);
    expect(html).toMatch(/^<(p|h2)>/);
    expect(response.body.totalWords).toBeGreaterThan(300);
  });

  it('finds /local{href} and /local/{slug} by href', async () => {
    const first = await newest();
    const response = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/local${first.href}`)}`);
    expect(response.body._id).toBe(first._id);
  });

  it('answers the JSON null for an unknown path', async () => {
    const response = await cms.api().get('/api/getapostadsfgd?name=/blog/doesnotexist');
    expect(response.status).toBe(200);
    expect(response.text).toBe('null');
  });

  it('answers 400 without a name', async () => {
    const response = await cms.api().get('/api/getapostadsfgd');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^name: /);
  });
});

describe('POST /api/article-single/?id={key}', () => {
  it('returns the article with that href', async () => {
    const first = await newest();
    const response = await cms.api().post(`/api/article-single/?id=${key()}`).send({ href: first.href });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: first._id, href: first.href, articleSave: expect.any(String) });
  });

  it('answers 404 for an unknown href', async () => {
    const response = await cms.api().post(`/api/article-single/?id=${key()}`).send({ href: '/no-such-article' });
    expect(response.status).toBe(404);
  });

  it('answers 400 for a missing or malformed href, or a missing key', async () => {
    expect((await cms.api().post(`/api/article-single/?id=${key()}`).send({})).status).toBe(400);
    expect((await cms.api().post(`/api/article-single/?id=${key()}`).send({ href: 42 })).status).toBe(400);
    expect((await cms.api().post(`/api/article-single/?id=${key()}`).send({ href: 'no-slash' })).status).toBe(400);
    expect((await cms.api().post('/api/article-single/').send({ href: '/x' })).status).toBe(400);
  });
});

describe('legacy encrypted bodies', () => {
  it('are decrypted on read with LEGACY_ARTICLE_KEY', async () => {
    // Made with: openssl enc -aes-256-cbc -md md5 -salt -base64 -A -pass pass:legacy-fixture-key
    const fs = await import('node:fs');
    const path = await import('node:path');
    const legacy = fs.readFileSync(path.resolve(__dirname, '../../packages/rules/src/fixtures/legacy-body.txt'), 'utf8').trim();
    await cms.strapi.documents('api::article.article').create({
      data: { ...articleData('An older article'), articleSave: legacy },
    });
    const response = await cms.api().post(`/api/article-single/?id=${key()}`).send({ href: '/an-older-article' });
    const html = fromBase64(response.body.articleSave);
    expect(html).toBe('<p>An older article, <strong>encrypted</strong> by the first client.</p>');
  });
});

describe('GET /api/quote/random', () => {
  it('returns one quotation with its author', async () => {
    const response = await cms.api().get('/api/quote/random');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(String),
      author: expect.any(String),
      en: expect.any(String),
      choices: expect.any(Number),
    });
  });

  it('returns the pick-th quotation when asked, wrapping round, so a page cache can cache one page per quote', async () => {
    const first = (await cms.api().get('/api/quote/random?pick=0')).body;
    expect(first.choices).toBeGreaterThan(1);
    expect((await cms.api().get('/api/quote/random?pick=0')).body).toEqual(first);
    expect((await cms.api().get(`/api/quote/random?pick=${first.choices}`)).body).toEqual(first);
    expect((await cms.api().get('/api/quote/random?pick=1')).body.id).not.toBe(first.id);
  });

  it.each(['-1', '1.5', 'x', '', '99999999999'])('answers 400 to pick=%s', async (pick) => {
    const response = await cms.api().get(`/api/quote/random?pick=${pick}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^pick: must be/);
  });
});

describe('the content version', () => {
  const token = async () => (await cms.strapi.db.connection('content_version').where({ id: 1 }).first())?.token as string;

  it('moves with every committed write of reader content, and not with reader traffic', async () => {
    const before = await token();
    expect(before).toMatch(/^[0-9a-f-]{36}$/);
    const quote = await cms.strapi.documents('api::quote.quote').create({ data: { author: 'A. Writer', en: 'Words move.' } });
    const afterCreate = await token();
    expect(afterCreate).not.toBe(before);
    await cms.strapi.documents('api::quote.quote').delete({ documentId: quote.documentId });
    expect(await token()).not.toBe(afterCreate);
    const unchanged = await token();
    await cms.api().get('/api/quote/random');
    await cms.api().get('/api/post?pageSize=1');
    expect(await token()).toBe(unchanged);
  });

  it('does not move when the write rolls back', async () => {
    const before = await token();
    await expect(
      cms.strapi.db.transaction(async () => {
        await cms.strapi.documents('api::quote.quote').create({ data: { author: 'A. Writer', en: 'Never kept.' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await token()).toBe(before);
    expect(await cms.strapi.documents('api::quote.quote').count({ filters: { en: 'Never kept.' } })).toBe(0);
  });
});

describe("Strapi's stock REST routes", () => {
  it('are read-only for the public on articles and quotes', async () => {
    expect((await cms.api().get('/api/articles?pagination[pageSize]=1')).status).toBe(200);
    expect((await cms.api().get('/api/quotes?pagination[pageSize]=1')).status).toBe(200);
    expect(
      (
        await cms
          .api()
          .post('/api/articles')
          .send({ data: { headingSave: 'x' } })
      ).status,
    ).toBe(405);
  });

  it('expose no captcha answers, vault entries or reader data', async () => {
    for (const path of [
      '/api/captcha-sets',
      '/api/vault-entries',
      '/api/subscribers',
      '/api/reactions',
      '/api/pings',
      '/api/opinions',
      '/api/drafts',
    ]) {
      expect((await cms.api().get(path)).status, path).toBe(404);
    }
  });
});
