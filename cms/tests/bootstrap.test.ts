import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { stored } from '../src/lib/stored';
import { articleData } from './article-data';
import { fromBase64 } from '../../packages/test-kit/src/base64.mjs';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

describe('first boot', () => {
  it('creates the owner in the Owner role, and a Strapi admin with the same e-mail', async () => {
    const owner = await cms.strapi.db.query('plugin::users-permissions.user').findOne({
      where: { username: cms.env.OWNER_USERNAME },
      populate: ['role'],
    });
    expect(owner).toMatchObject({ email: cms.env.OWNER_EMAIL, confirmed: true, blocked: false });
    expect(owner.role.type).toBe('owner');
    expect(owner.password).toMatch(/^\$2[aby]\$/); // bcrypt, never plaintext
    const admin = await cms.strapi.db.query('admin::user').findOne({ where: { email: cms.env.OWNER_EMAIL } });
    expect(admin).toMatchObject({ isActive: true });
  });

  it("lets the owner sign in to Strapi's own admin", async () => {
    const response = await cms.api().post('/admin/login').send({ email: cms.env.OWNER_EMAIL, password: cms.env.OWNER_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('closes /api/auth/local and /api/auth/local/register to everyone', async () => {
    const login = await cms.api().post('/api/auth/local').send({ identifier: cms.env.OWNER_USERNAME, password: cms.env.OWNER_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.jwt).toBeUndefined();
    const register = await cms
      .api()
      .post('/api/auth/local/register')
      .send({ username: 'intruder1', email: 'x@example.com', password: 'Password123' });
    expect(register.status).toBe(403);
  });

  it('seeds the demo content: articles with images served by the CMS, quotes, captcha sets, counters', async () => {
    const articles = await cms.strapi.documents('api::article.article').findMany({ limit: 100 });
    expect(articles).toHaveLength(18);
    expect(articles.filter((a) => a.section === 'coding')).toHaveLength(9);
    for (const article of articles) {
      expect(article.imageCdn).toMatch(/^\/media\/covers\/cover-\d+\.png$/);
      const image = await cms.api().get(stored(article.imageCdn, 'imageCdn'));
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    expect(await cms.strapi.documents('api::quote.quote').count({})).toBe(100);
    // About 14 sets, the spec's nine named subjects among them (reader-side.md section 9), each with its
    // reference, and 8 pictures of which at least 4 are right and the rest wrong.
    const sets = await cms.strapi.documents('api::captcha-set.captcha-set').findMany({ limit: 100 });
    expect(sets.length).toBeGreaterThanOrEqual(14);
    const subjects = sets.map((set) => set.subject);
    expect(new Set(subjects).size).toBe(sets.length);
    for (const named of ['bandage', 'car', 'crow', 'traffic lights', 'milk line', 'fire hydrant', 'ship', 'bridge', 'sparrow']) {
      expect(subjects).toContain(named);
    }
    for (const set of sets) {
      const subject = String(set.subject);
      expect(set.reference, subject).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(set.images, subject).toHaveLength(8);
      const right = (set.images as { correct: boolean }[]).filter((i) => i.correct).length;
      expect(right, subject).toBeGreaterThanOrEqual(4);
      expect(right, subject).toBeLessThan(8);
    }
    expect(await cms.strapi.documents('api::site-counter.site-counter').findFirst()).toMatchObject({ count: 1 });
    expect(await cms.strapi.documents('api::site-flag.site-flag').findFirst()).toMatchObject({ block: 'none', monitor: false });
  });

  it('keeps the demo dates of seeded articles', async () => {
    const [newest] = await cms.strapi.documents('api::article.article').findMany({ sort: { createdAt: 'desc' }, limit: 1 });
    const createdAt = new Date(stored(newest.createdAt, 'createdAt'));
    expect(createdAt.getUTCFullYear()).toBeLessThanOrEqual(2026);
    expect(createdAt.getTime()).toBeLessThan(Date.now() - 24 * 3600 * 1000);
  });

  it('sanitises and derives on every write, even one that bypasses the reading routes', async () => {
    const created = await cms.strapi.documents('api::article.article').create({
      data: {
        ...articleData('A website in a day', '<p onclick="x()">four words right here</p><script>alert(1)</script>'),
        category: 'Coding',
        // A wrong section, path and count: the write derives its own.
        section: 'health',
        href: '/elsewhere',
        totalWords: 99,
      },
    });
    expect(created.section).toBe('coding');
    expect(created.href).toBe('/a-website-in-a-day');
    expect(created.totalWords).toBe(4);
    expect(fromBase64(stored(created.articleSave, 'articleSave'))).toBe('<p>four words right here</p>');
  });
});

describe("the writer's category (ADR 27)", () => {
  it('decides the section of a write through the Document Service, whatever the heading says', async () => {
    const documents = cms.strapi.documents('api::article.article');
    const created = await documents.create({ data: { ...articleData('Quiet mornings, slow tea'), category: 'Coding' } });
    expect(created).toMatchObject({ category: 'Coding', section: 'coding' });
    const moved = await documents.update({ documentId: created.documentId, data: { category: 'Health' } });
    expect(moved).toMatchObject({ category: 'Health', section: 'health' });
  });

  it("gives a write that names no category the heading rule's, and refuses one that is not Health or Coding", async () => {
    // As a script or an import may write: Strapi's types say a category is required, the data need not.
    const { category: _category, ...withoutCategory } = articleData('Reading javascript at night');
    const created = await cms.strapi.documents('api::article.article').create({ data: withoutCategory as ReturnType<typeof articleData> });
    expect(created).toMatchObject({ category: 'Coding', section: 'coding' });
    const draft = await cms.strapi.documents('api::draft.draft').create({
      data: { headingSave: 'Sleep notes', category: null as unknown as 'Health' },
    });
    expect(draft.category).toBe('Health');
    await expect(
      cms.strapi.documents('api::article.article').create({ data: { ...articleData('Wrong kind'), category: 'coding' as 'Coding' } }),
    ).rejects.toThrow(/^category: must be Health or Coding/);
  });
});

describe('a restart', () => {
  it('classifies articles and drafts stored without a category, and makes every section follow its category', async () => {
    // The connection of the CMS running at the time: a restart makes a new one.
    const knex = (table: string) => cms.strapi.db.connection(table);
    const documents = cms.strapi.documents('api::article.article');
    const older = await documents.create({ data: { ...articleData('An old note on software'), category: 'Health' } });
    const chosen = await documents.create({ data: { ...articleData('A walk by the river'), category: 'Coding' } });
    const draft = await cms.strapi
      .documents('api::draft.draft')
      .create({ data: { headingSave: 'A draft about html', category: 'Health' } });
    // As an import of older data, or the heading rule of before, left them.
    await knex('articles').where({ document_id: older.documentId }).update({ category: null, section: null });
    await knex('articles').where({ document_id: chosen.documentId }).update({ section: 'health' });
    await knex('drafts').where({ document_id: draft.documentId }).update({ category: null });
    await cms.restart();
    expect(await knex('articles').where({ document_id: older.documentId }).first('category', 'section')).toEqual({
      category: 'Coding',
      section: 'coding',
    });
    expect(await knex('articles').where({ document_id: chosen.documentId }).first('category', 'section')).toEqual({
      category: 'Coding',
      section: 'coding',
    });
    expect((await knex('drafts').where({ document_id: draft.documentId }).first('category')).category).toBe('Coding');
    const list = await cms.api().get(`/api/article/?id=${cms.env.SITE_KEY}&category=coding&pageSize=100`);
    expect(list.body.data.map((a: { _id: string }) => a._id)).toEqual(expect.arrayContaining([older.documentId, chosen.documentId]));
  });

  it('does not seed again, and does not bring back what the owner deleted', async () => {
    const quote = stored(await cms.strapi.documents('api::quote.quote').findFirst(), 'quote');
    await cms.strapi.documents('api::quote.quote').delete({ documentId: quote.documentId });
    const articlesBefore = await cms.strapi.documents('api::article.article').count({});
    await cms.restart();
    expect(await cms.strapi.documents('api::quote.quote').count({})).toBe(99);
    expect(await cms.strapi.documents('api::article.article').count({})).toBe(articlesBefore);
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count()).toBe(1);
    expect(await cms.strapi.db.query('admin::user').count()).toBe(1);
  });
});
