import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';

let cms: TestCms;
let articleId: string;

beforeAll(async () => {
  cms = await startCms();
  const [article] = await cms.strapi.documents('api::article.article').findMany({ limit: 1 });
  articleId = article.documentId;
});
afterAll(() => cms?.stop());

describe('rate limits of the reader interactions (429 with Retry-After, per client address)', () => {
  it('likes and unlikes: 30 per 10 minutes', async () => {
    const agent = cms.api();
    for (let n = 0; n < 30; n += 1) {
      const path = n % 2 ? '/api/like' : '/api/unlike';
      expect((await agent.post(path).send({ Email: `limit-${n}@example.com`, idArticle: articleId })).status).toBe(201);
    }
    const over = await agent.post('/api/like').send({ Email: 'over@example.com', idArticle: articleId });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.error.message).toMatch(/^Too many requests: try again in \d+ seconds\.$/);
  });

  it('subscriptions: 10 per hour', async () => {
    const agent = cms.api();
    for (let n = 0; n < 10; n += 1) {
      expect((await agent.post('/api/emailAPIgfhcgbjknk').send({ email: `list-${n}@example.com` })).status).toBe(201);
    }
    const over = await agent.post('/api/emailAPIgfhcgbjknk').send({ email: 'list-over@example.com' });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('unsubscribes: 20 per hour', async () => {
    const agent = cms.api();
    for (let n = 0; n < 20; n += 1) {
      expect((await agent.post('/api/e-u').send({ email: `nobody-${n}@example.com`, id: 'a'.repeat(43) })).status).toBe(404);
    }
    expect((await agent.post('/api/e-u').send({ email: 'nobody@example.com', id: 'a'.repeat(43) })).status).toBe(429);
  });

  it('searches: 120 title searches and 60 full-text searches a minute, each address its own', async () => {
    const agent = cms.api();
    const answers = await Promise.all(Array.from({ length: 121 }, (_, n) => agent.get(`/api/search?q=limit${n}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(120);
    const over = answers.find((answer) => answer.status === 429);
    expect(Number(over?.headers['retry-after'])).toBeGreaterThan(0);
    for (let n = 0; n < 60; n += 1) expect((await agent.get(`/api/search/text?q=limit${n}`)).status).toBe(200);
    expect((await agent.get('/api/search/text?q=over')).status).toBe(429);
    // Another reader is not held back by this one.
    expect((await cms.api().get('/api/search?q=limit')).status).toBe(200);
    expect((await cms.api().get('/api/search/text?q=limit')).status).toBe(200);
  });
});
