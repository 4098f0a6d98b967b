import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { articleData } from './article-data';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

type Result = { _id: string; href: string; headingSave: string; section: string; createdAt: string };

function search(query: string) {
  return cms.api().get(`/api/search?${query}`);
}

const headings = (data: Result[]) => data.map((r) => r.headingSave);

describe('GET /api/search?q=...', () => {
  it('finds articles whose heading contains the text, in any case, with only what a result needs', async () => {
    const response = await search('q=HtMl');
    expect(response.status).toBe(200);
    // Both seeded HTML articles, newest first.
    expect(headings(response.body.data)).toEqual([
      'Semantic HTML: Why the Right Element Still Matters',
      'Accessible HTML Forms That Everyone Can Fill In',
    ]);
    expect(response.body.meta).toEqual({ total: 2, capped: false });
    for (const result of response.body.data) {
      expect(Object.keys(result).sort()).toEqual(['_id', 'createdAt', 'headingSave', 'href', 'section']);
      expect(result).toMatchObject({ _id: expect.stringMatching(/^[a-z0-9]+$/), href: expect.stringMatching(/^\//), section: 'coding' });
    }
  });

  it('links each result to an article the reading route can open, with its creation time', async () => {
    const [first] = (await search('q=semantic')).body.data as Result[];
    const article = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${first._id}`)}`);
    expect(article.body).toMatchObject({ _id: first._id, href: first.href, headingSave: first.headingSave, createdAt: first.createdAt });
    expect(first.createdAt).toBe('2026-06-18T12:45:00.000Z');
  });

  it('trims the text and matches it literally (% and _ are not wildcards)', async () => {
    expect(headings((await search(`q=${encodeURIComponent('  walking breaks  ')}`)).body.data)).toEqual([
      'Walking Breaks: The Simplest Habit for Long Working Days',
    ]);
    for (const text of ['%', '_', 'html%', '\\']) {
      const response = await search(`q=${encodeURIComponent(text)}`);
      expect(response.status, text).toBe(200);
      expect(response.body, text).toEqual({ data: [], meta: { total: 0, capped: false } });
    }
  });

  it('answers an empty list for no match', async () => {
    const response = await search('q=quantum%20knitting');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [], meta: { total: 0, capped: false } });
  });

  it('returns 8 results by default and at most limit (1 to 1000), with the total of all matches', async () => {
    // 'e' is in every seeded heading.
    const all = await search('q=e');
    expect(all.body.data).toHaveLength(8);
    expect(all.body.meta.total).toBe(18);
    const dates = await cms.api().get('/api/post?pageSize=8');
    expect(all.body.data.map((r: Result) => r._id)).toEqual(dates.body.data.map((a: { _id: string }) => a._id));
    expect((await search('q=e&limit=10')).body.data).toHaveLength(10);
    // The live results ask for every match up to the count's cap: all 18 here.
    const every = await search('q=e&limit=1000');
    expect(every.body.data).toHaveLength(18);
    expect(every.body.meta).toEqual({ total: 18, capped: false });
    const one = await search('q=e&limit=1');
    expect(one.body.data).toHaveLength(1);
    expect(one.body.meta.total).toBe(18);
  });

  it('puts an exact heading (any case) before newer articles that only contain it', async () => {
    const older = 'Semantic HTML: Why the Right Element Still Matters';
    const newer = await cms.strapi.documents('api::article.article').create({
      data: { ...articleData(`${older}, Revisited`, '<p>Still true.</p>'), category: 'Coding' },
    });
    try {
      const byNewest = await search('q=semantic%20html');
      expect(headings(byNewest.body.data)).toEqual([`${older}, Revisited`, older]);

      const exact = await search(`q=${encodeURIComponent(older.toLowerCase())}`);
      expect(headings(exact.body.data)).toEqual([older, `${older}, Revisited`]);
      expect(exact.body.meta.total).toBe(2);
      // The exact one wins even when only one result fits.
      expect(headings((await search(`q=${encodeURIComponent(older.toUpperCase())}&limit=1`)).body.data)).toEqual([older]);
    } finally {
      await cms.strapi.documents('api::article.article').delete({ documentId: newer.documentId });
    }
  });

  it('accepts 100 characters and a lone angle bracket or tag', async () => {
    expect((await search(`q=${'a'.repeat(100)}`)).status).toBe(200);
    for (const text of ['<b>', 'a < b > c', '</b>']) {
      expect((await search(`q=${encodeURIComponent(text)}`)).status, text).toBe(200);
    }
  });

  it('answers 400 with the reason for a missing, empty, too long or HTML text', async () => {
    const cases: [string, RegExp][] = [
      ['', /^q: is required/],
      ['q=', /^q: is required/],
      [`q=${encodeURIComponent('   ')}`, /^q: is required/],
      [`q=${'a'.repeat(101)}`, /^q: must be at most 100 characters$/],
      ['q=a&q=b', /^q: must be one text$/],
      [`q=${encodeURIComponent('<b>x</b>')}`, /^q: must not be HTML$/],
      [`q=${encodeURIComponent('<script>alert(1)</script>')}`, /^q: must not be HTML$/],
      [`q=${encodeURIComponent('<a href="/x">link</a>')}`, /^q: must not be HTML$/],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toMatchObject({ status: 400, name: 'ValidationError', message: expect.stringMatching(message) });
    }
  });

  it('answers 400 for a limit outside 1 to 1000', async () => {
    const cases: [string, string][] = [
      ['0', 'limit: must be 1 or more'],
      ['1001', 'limit: must be at most 1000'],
      ['abc', 'limit: must be a number'],
      ['1.5', 'limit: must be a whole number'],
    ];
    for (const [limit, message] of cases) {
      const response = await search(`q=html&limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.error.message, limit).toBe(message);
    }
  });

  it('needs no sign-in and no site key', async () => {
    const response = await search('q=sleep');
    expect(response.status).toBe(200);
    expect(headings(response.body.data)).toEqual(['Better Sleep Starts Before Bedtime: A Practical Guide']);
  });
});

describe('the heading index behind search', () => {
  const ARTICLES = 'api::article.article';
  const bodyOf = (text: string) => toBase64(`<p>${text}</p>`);

  it('follows every write: a new heading is found, a renamed one under its new text only, a deleted one no more', async () => {
    const created = await cms.strapi.documents(ARTICLES).create({
      data: articleData('Zebra Crossings and Ünïcode Headings', '<p>x</p>'),
    });
    try {
      expect(headings((await search('q=zebra%20cross')).body.data)).toEqual(['Zebra Crossings and Ünïcode Headings']);
      expect(headings((await search(`q=${encodeURIComponent('ünïcode')}`)).body.data)).toEqual(['Zebra Crossings and Ünïcode Headings']);
      await cms.strapi.documents(ARTICLES).update({ documentId: created.documentId, data: { headingSave: 'Pelican Crossings' } });
      expect((await search('q=zebra')).body).toEqual({ data: [], meta: { total: 0, capped: false } });
      expect(headings((await search('q=pelican')).body.data)).toEqual(['Pelican Crossings']);
    } finally {
      await cms.strapi.documents(ARTICLES).delete({ documentId: created.documentId });
    }
    expect((await search('q=pelican')).body).toEqual({ data: [], meta: { total: 0, capped: false } });
  });

  it(`counts up to ${1000} matches and says so, and still lists the newest first`, async () => {
    const knex = cms.strapi.db.connection;
    const started = Date.parse('2030-01-01T00:00:00Z');
    const rows = Array.from({ length: 1005 }, (_, n) => ({
      document_id: `bulkheading${String(n).padStart(13, '0')}`,
      href: `/bulk-heading-${n}`,
      heading_save: `Bulk heading number ${n}`,
      article_save: bodyOf('bulk'),
      author_save: 'Rowan Ellis',
      category: 'Coding',
      section: 'coding',
      created_at: new Date(started + n * 1000),
      updated_at: new Date(started + n * 1000),
      published_at: new Date(started + n * 1000),
    }));
    await knex.batchInsert('articles', rows, 200);
    try {
      for (const text of ['bulk heading', 'ul']) {
        const response = await search(`q=${encodeURIComponent(text)}&limit=3`);
        expect(response.body.meta, text).toEqual({ total: 1000, capped: true });
        expect(headings(response.body.data), text).toEqual([
          'Bulk heading number 1004',
          'Bulk heading number 1003',
          'Bulk heading number 1002',
        ]);
      }
      // The whole cap in one answer: the newest 1,000, none twice.
      const all = await search('q=bulk%20heading&limit=1000');
      expect(all.body.data).toHaveLength(1000);
      expect(new Set(headings(all.body.data)).size).toBe(1000);
      expect(all.body.data[999].headingSave).toBe('Bulk heading number 5');
      // A rare text among many rows comes from the index, newest first, with its exact count.
      const rare = await search('q=number%20100');
      expect(rare.body.meta).toEqual({ total: 6, capped: false });
      expect(headings(rare.body.data)).toEqual([1004, 1003, 1002, 1001, 1000, 100].map((n) => `Bulk heading number ${n}`));
      expect(headings((await search('q=bulk%20heading%20number%207&limit=2')).body.data)).toEqual([
        'Bulk heading number 7',
        'Bulk heading number 799',
      ]);
    } finally {
      await knex('articles').where('href', 'like', '/bulk-heading-%').delete();
    }
    expect((await search('q=bulk')).body.meta).toEqual({ total: 0, capped: false });
  });
});
