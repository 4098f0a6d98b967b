import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleData } from './article-data';
import { startCms, type TestCms } from './harness';
import { bumpContentVersion } from '../src/lib/content-version';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';

/**
 * The content tags (ADR 47): each write of reader content stamps its token on the version and on
 * exactly the tags it touched, in its own transaction; reader traffic stamps nothing.
 */
const ARTICLE = 'api::article.article';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms({ SEED_DEMO: 'false' });
});
afterAll(() => cms?.stop());

const version = async () => (await cms.strapi.db.connection('content_version').where({ id: 1 }).first()).token as string;
async function tags() {
  const rows: { tag: string; token: string }[] = await cms.strapi.db.connection('content_tag').select('tag', 'token');
  return new Map(rows.map((row) => [row.tag, row.token]));
}
/** The tags `write` stamped: those whose token is now the version's and was not before. */
async function stampedBy(write: () => Promise<unknown>) {
  const before = await tags();
  await write();
  const token = await version();
  const after = await tags();
  const moved = [...after].filter(([tag, now]) => now !== before.get(tag)).map(([tag, now]) => (expect(now).toBe(token), tag));
  return moved.sort();
}

let serial = 0;
const heading = (words: string) => `${words} ${Date.now().toString(36)} ${(serial += 1)}`;
const create = (headingSave: string) => cms.strapi.documents(ARTICLE).create({ data: articleData(headingSave) });

describe('an article write stamps the tags it touched', () => {
  it('a publish: the article, every article list and its section', async () => {
    let id = '';
    expect(
      await stampedBy(async () => {
        id = (await create(heading('Morning walks'))).documentId;
      }),
    ).toEqual([`article:${id}`, 'articles', 'articles:health']);
  });

  it('an edit of the body or the cover: the article alone', async () => {
    const headingSave = heading('Evening tea');
    const { documentId } = await create(headingSave);
    const stamped = await stampedBy(() =>
      cms.strapi.documents(ARTICLE).update({
        documentId,
        data: { ...articleData(headingSave, '<p>Another body, still short.</p>'), imageSource: 'Photo by another test' },
      }),
    );
    expect(stamped).toEqual([`article:${documentId}`]);
  });

  it('a new title (a new address), a new section: the lists it leaves and joins', async () => {
    const { documentId } = await create(heading('Quiet desks'));
    expect(await stampedBy(() => cms.strapi.documents(ARTICLE).update({ documentId, data: articleData(heading('Calm desks')) }))).toEqual([
      `article:${documentId}`,
      'articles',
      'articles:health',
    ]);
    const coding = { ...articleData(heading('Calm desks')), category: 'Coding' as const };
    expect(await stampedBy(() => cms.strapi.documents(ARTICLE).update({ documentId, data: coding }))).toEqual([
      `article:${documentId}`,
      'articles',
      'articles:coding',
      'articles:health',
    ]);
  });

  it('a delete: the article and the lists it left', async () => {
    const { documentId } = await create(heading('Short naps'));
    expect(await stampedBy(() => cms.strapi.documents(ARTICLE).delete({ documentId }))).toEqual([
      `article:${documentId}`,
      'articles',
      'articles:health',
    ]);
  });

  it('a write that rolls back stamps nothing', async () => {
    const headingSave = heading('Long walks');
    const { documentId } = await create(headingSave);
    const before = await tags();
    const versionBefore = await version();
    await expect(
      cms.strapi.db.transaction(async () => {
        await cms.strapi
          .documents(ARTICLE)
          .update({ documentId, data: { ...articleData(headingSave), articleSave: toBase64('<p>Never.</p>') } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await tags()).toEqual(before);
    expect(await version()).toBe(versionBefore);
  });
});

describe('the other writes', () => {
  it('a quote and the block switch stamp their own tag', async () => {
    expect(
      await stampedBy(() => cms.strapi.documents('api::quote.quote').create({ data: { author: 'A. Writer', en: 'Tags move.' } })),
    ).toEqual(['quote']);
    expect(await stampedBy(() => cms.strapi.service('api::site-flag.site-flag').setBlock('partial'))).toEqual(['flags']);
    await cms.strapi.service('api::site-flag.site-flag').setBlock('none');
  });

  it('a like, a view and an opinion stamp nothing, nor the version', async () => {
    const { documentId } = await create(heading('Walking meetings'));
    const before = await tags();
    const versionBefore = await version();
    const like = await cms
      .api()
      .post('/api/like')
      .send({ Email: `tags-${Date.now()}@example.com`, idArticle: documentId, website: '' });
    expect(like.status).toBe(201);
    expect((await cms.api().get(`/api/like?ArticleId=${documentId}`)).status).toBe(200);
    expect((await cms.api().post('/api/daily-6567').send({})).status).toBe(200);
    // An opinion as the form's route stores it (the route's human check is opinions-contact.test.ts's).
    await cms.strapi.documents('api::opinion.opinion').create({
      data: { reader: 'A reader', country: 'Ireland', opinion: 'Cached pages are fast.', reference: `/blog/${documentId}` },
    });
    expect(await tags()).toEqual(before);
    expect(await version()).toBe(versionBefore);
  });

  it('a start or the owner\'s "render every page again" stamps the tag every page reads', async () => {
    expect((await tags()).get('site')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stampedBy(() => bumpContentVersion(cms.strapi))).toEqual(['site']);
  });
});
