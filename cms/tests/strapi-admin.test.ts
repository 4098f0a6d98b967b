import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@strapi/utils';
import { articleData } from './article-data';
import { startCms, type TestCms } from './harness';
import { runJobsAt } from './due-jobs-kit';
import { stored } from '../src/lib/stored';

/**
 * Strapi's own admin and every other writer of the Document Service (docs/decisions/0022, 0023):
 * the article body custom field's format, the editor's rules, the derived fields, the content
 * version, the newsletter, the Content Manager's view. Writes go through the Content Manager's
 * own routes (what the admin's form sends) and through strapi.documents (any other writer).
 */
const ARTICLE = 'api::article.article';
const DRAFT = 'api::draft.draft';
const CM = '/content-manager/collection-types';

let cms: TestCms;
let adminToken: string;

beforeAll(async () => {
  // No demo seed: its 18 articles and 100 quotes are not needed here.
  cms = await startCms({ SEED_DEMO: 'false' });
  const login = await cms.api().post('/admin/login').send({ email: cms.env.OWNER_EMAIL, password: cms.env.OWNER_PASSWORD });
  expect(login.status).toBe(200);
  adminToken = login.body.data.token;
});
afterAll(() => cms?.stop());

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (text: unknown) => Buffer.from(String(text ?? ''), 'base64').toString('utf8');
const admin = () => ({
  get: (url: string) => cms.api().get(url).set('Authorization', `Bearer ${adminToken}`),
  post: (url: string, body: object) => cms.api().post(url).set('Authorization', `Bearer ${adminToken}`).send(body),
  put: (url: string, body: object) => cms.api().put(url).set('Authorization', `Bearer ${adminToken}`).send(body),
});
const contentVersion = async () => (await cms.strapi.db.connection('content_version').where({ id: 1 }).first()).token as string;
const row = (documentId: string) => cms.strapi.db.query(ARTICLE).findOne({ where: { documentId } });

let serial = 0;
const title = (words: string) => `${words} ${(serial += 1)}`;

/** An article as the Content Manager's form holds it, with the body as the body field sends it: base64 of the HTML. */
const formOf = (headingSave: string, bodyHtml = '<p>Three words here.</p>') => ({ ...articleData(headingSave, bodyHtml), dateSave: '' });

async function createdInAdmin(headingSave: string) {
  const response = await admin().post(`${CM}/${ARTICLE}`, formOf(headingSave));
  expect(response.status).toBe(201);
  return response.body.data as Record<string, unknown> & { documentId: string };
}

/** A refused write: Strapi's ValidationError, its message naming the field, the field marked for the form. */
function expectRefused(
  response: { status: number; body: { error?: { name: string; message: string; details?: unknown } } },
  field: string,
) {
  expect(response.status).toBe(400);
  expect(response.body.error?.name).toBe('ValidationError');
  expect(response.body.error?.message).toMatch(new RegExp(`^${field}: `));
  expect(response.body.error?.details).toMatchObject({ errors: [{ path: [field] }] });
}

async function expectRefusedWrite(write: Promise<unknown>, field: string) {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(errors.ValidationError);
  expect((error as Error).message).toMatch(new RegExp(`^${field}: `));
}

describe("the Content Manager's article form", () => {
  it('creates an article from the HTML body field: sanitised, derived, versioned', async () => {
    const before = await contentVersion();
    const heading = title('Coding in the admin');
    const response = await admin().post(`${CM}/${ARTICLE}`, {
      ...formOf(heading, '<p onclick="steal()">Four words in here</p><script>alert(1)</script>'),
      // What the form may still hold for the read-only fields: replaced by the server's own.
      href: '/somewhere-else',
      section: 'coding',
      totalWords: 1,
    });
    expect(response.status).toBe(201);
    const created = stored(await row(response.body.data.documentId), 'article');
    expect(unb64(created.articleSave)).toBe('<p>Four words in here</p>');
    // The form's category (Health) decides the section, not the coding word in the title.
    expect(created).toMatchObject({ href: `/${heading.toLowerCase().replace(/ /g, '-')}`, section: 'health', totalWords: 4 });
    expect(created.imageSave).toEqual(['https://example.com/cover.png', 'Photo by a test']);
    expect(created.dateSave).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(await contentVersion()).not.toBe(before);
    // What the reader gets on the next request: the new article, without the script.
    const read = await cms.api().post(`/api/article-single/?id=${cms.env.SITE_KEY}`).send({ href: created.href });
    expect(unb64(read.body.articleSave)).toBe('<p>Four words in here</p>');
  });

  it('refuses HTML typed where the base64 body belongs, and keeps the stored article as it was', async () => {
    const article = await createdInAdmin(title('A body typed by hand'));
    const before = await row(article.documentId);
    const version = await contentVersion();
    const response = await admin().put(`${CM}/${ARTICLE}/${article.documentId}`, {
      ...formOf(stored(before?.headingSave, 'title')),
      articleSave: '<p>Typed as HTML</p>',
    });
    expectRefused(response, 'articleSave');
    expect(await row(article.documentId)).toEqual(before);
    expect(await contentVersion()).toBe(version);
  });

  it.each([
    ['imageCdn', { imageCdn: 'cover.png' }],
    ['imageSource', { imageSource: '  ' }],
    ['authorSave', { authorSave: 'Somebody Else' }],
    ['researchLinksSave', { researchLinksSave: ['javascript:alert(1)'] }],
    ['headingSave', { headingSave: '!!!' }],
    ['articleSave', { articleSave: b64('<p> </p><script>x()</script>') }],
  ])("refuses a save that breaks the editor's rule for %s, naming it", async (field, change) => {
    const article = await createdInAdmin(title('A rule kept in the admin'));
    const before = await row(article.documentId);
    const response = await admin().put(`${CM}/${ARTICLE}/${article.documentId}`, {
      ...formOf(stored(before?.headingSave, 'title')),
      ...change,
    });
    expectRefused(response, field);
    expect(await row(article.documentId)).toEqual(before);
  });

  it('derives the path and word count again when the title and body change, the section when the category does, and moves the content version', async () => {
    const article = await createdInAdmin(title('Gardening notes'));
    const version = await contentVersion();
    const heading = title('Javascript notes');
    const response = await admin().put(`${CM}/${ARTICLE}/${article.documentId}`, formOf(heading, '<p>one two three four five</p>'));
    expect(response.status).toBe(200);
    expect(await row(article.documentId)).toMatchObject({ headingSave: heading, section: 'health', totalWords: 5 });
    const moved = await admin().put(`${CM}/${ARTICLE}/${article.documentId}`, { ...formOf(heading), category: 'Coding' });
    expect(moved.status).toBe(200);
    expect(await row(article.documentId)).toMatchObject({ category: 'Coding', section: 'coding' });
    expect(stored(await row(article.documentId), 'article').href).toBe(`/${heading.toLowerCase().replace(/ /g, '-')}`);
    expect(await contentVersion()).not.toBe(version);
  });

  it('mails a new article to the subscribers exactly once, as the editor does', async () => {
    const outbox = path.join(cms.env.DATA_DIR, 'outbox');
    const email = `reader-${randomBytes(4).toString('hex')}@example.com`;
    await cms.strapi.db
      .query('api::subscriber.subscriber')
      .create({ data: { email, token: randomBytes(16).toString('hex'), confirmed: true } });
    const heading = title('Announced from the admin');
    await createdInAdmin(heading);
    // It leaves five minutes later (ADR 37): the due jobs run as then.
    await runJobsAt(cms);
    const mailsTo = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [])
        .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
        .filter((mail) => mail.includes(`Subject: ${heading}`) && mail.includes(email));
    const deadline = Date.now() + 15000;
    while (mailsTo().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // A second send would follow the first within moments; give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo()).toHaveLength(1);
  });
});

describe('every other writer of the Document Service', () => {
  const create = (headingSave: string) => cms.strapi.documents(ARTICLE).create({ data: articleData(headingSave) });

  it.each([
    ['articleSave', { articleSave: '<p>not base64</p>' }],
    ['articleSave', { articleSave: 'test' }], // base64 alphabet, but not UTF-8 text once decoded
    ['articleSave', { articleSave: 42 }],
    ['imageCdn', { imageCdn: 'ftp://example.com/cover.png' }],
    ['researchLinksSave', { researchLinksSave: 'https://example.com' }],
  ])('is refused with a ValidationError for %s: %j, and nothing is stored', async (field, change) => {
    const article = await create(title('Written by a script'));
    const before = await row(article.documentId);
    await expectRefusedWrite(cms.strapi.documents(ARTICLE).update({ documentId: article.documentId, data: change as never }), field);
    expect(await row(article.documentId)).toEqual(before);
  });

  it('does not judge again what is stored: an older article with a site path for its picture takes a new title', async () => {
    const article = await create(title('An older cover'));
    await cms.strapi.db
      .query(ARTICLE)
      .update({ where: { documentId: article.documentId }, data: { imageCdn: '/media/covers/cover-1.png' } });
    const heading = title('An older cover renamed');
    await cms.strapi.documents(ARTICLE).update({ documentId: article.documentId, data: { headingSave: heading } });
    expect(await row(article.documentId)).toMatchObject({ headingSave: heading, imageCdn: '/media/covers/cover-1.png' });
  });

  it('applies to drafts: only the title is required, the body is base64 all the same', async () => {
    const draft = await cms.strapi.documents(DRAFT).create({ data: { headingSave: title('A bare draft'), category: 'Health' } });
    expect(await cms.strapi.db.query(DRAFT).findOne({ where: { documentId: draft.documentId } })).toMatchObject({
      href: expect.stringMatching(/^\/a-bare-draft-\d+$/),
      articleSave: '',
      totalWords: 0,
    });
    await expectRefusedWrite(
      cms.strapi.documents(DRAFT).update({ documentId: draft.documentId, data: { articleSave: '<p>x</p>' } }),
      'articleSave',
    );
    await expectRefusedWrite(
      cms.strapi.documents(DRAFT).update({ documentId: draft.documentId, data: { headingSave: ' ' } }),
      'headingSave',
    );
  });
});

describe('legacy encrypted bodies', () => {
  const legacy = fs.readFileSync(path.resolve(__dirname, '../../packages/rules/src/fixtures/legacy-body.txt'), 'utf8').trim();
  const LEGACY_HTML = '<p>An older article, <strong>encrypted</strong> by the first client.</p>';

  it('reach the admin decrypted, and a save stores them in the plain form', async () => {
    const article = await cms.strapi
      .documents(ARTICLE)
      .create({ data: { ...articleData(title('An older article')), articleSave: legacy } });
    expect(stored(await row(article.documentId), 'article').articleSave).toBe(legacy);
    const shown = await admin().get(`${CM}/${ARTICLE}/${article.documentId}`);
    expect(unb64(shown.body.data.articleSave)).toBe(LEGACY_HTML);
    // The form sends back what it was given, the body untouched.
    const { headingSave, imageCdn, imageSource, articleSave, authorSave, researchLinksSave, category } = shown.body.data;
    const form = { headingSave, imageCdn, imageSource, articleSave, authorSave, researchLinksSave, category };
    expect((await admin().put(`${CM}/${ARTICLE}/${article.documentId}`, form)).status).toBe(200);
    expect(unb64(stored(await row(article.documentId), 'article').articleSave)).toBe(LEGACY_HTML);
  });

  it('that the key cannot open are kept as stored, through a save of the other fields', async () => {
    // A salt and 33 bytes: no AES-CBC ciphertext is that long, so no key opens it.
    const sealed = Buffer.concat([Buffer.from('Salted__'), randomBytes(41)]).toString('base64');
    const draft = await cms.strapi
      .documents(DRAFT)
      .create({ data: { headingSave: title('A sealed draft'), articleSave: sealed, category: 'Health' } });
    const shown = await admin().get(`${CM}/${DRAFT}/${draft.documentId}`);
    expect(shown.body.data.articleSave).toBe(sealed);
    const saved = await admin().put(`${CM}/${DRAFT}/${draft.documentId}`, {
      headingSave: title('A sealed draft renamed'),
      articleSave: sealed,
    });
    expect(saved.status).toBe(200);
    expect(await cms.strapi.db.query(DRAFT).findOne({ where: { documentId: draft.documentId } })).toMatchObject({ articleSave: sealed });
  });
});

describe("the Content Manager's views", () => {
  it('show derived and counted fields read-only, and list articles newest first with useful columns', async () => {
    const { body } = await admin().get(`/content-manager/content-types/${ARTICLE}/configuration`);
    const { metadatas, layouts, settings } = body.data.contentType;
    for (const field of ['href', 'section', 'totalWords']) expect(metadatas[field].edit.editable).toBe(false);
    expect(metadatas.headingSave.edit.editable).toBe(true);
    expect(layouts.list).toEqual(['headingSave', 'section', 'dateSave', 'authorSave']);
    expect(settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    const opinions = (await admin().get('/content-manager/content-types/api::opinion.opinion/configuration')).body.data.contentType;
    for (const field of ['reader', 'country', 'opinion', 'reference']) expect(opinions.metadatas[field].edit.editable).toBe(false);
  });

  it('keep bookkeeping readers never edit out of the menu', async () => {
    const { body } = await admin().get('/content-manager/content-types');
    const shown = new Map((body.data as { uid: string; isDisplayed: boolean }[]).map((type) => [type.uid, type.isDisplayed]));
    for (const hidden of [
      'captcha-set',
      'human-check',
      'owner-session',
      'sign-in-attempt',
      'reaction',
      'daily-view',
      'site-counter',
      'vault-entry',
    ]) {
      expect(shown.get(`api::${hidden}.${hidden}`)).toBe(false);
    }
    for (const visible of ['article', 'draft', 'quote', 'opinion', 'ping', 'sign-in-failure'])
      expect(shown.get(`api::${visible}.${visible}`)).toBe(true);
  });
});

describe("the Content Manager's guards", () => {
  const SUBSCRIBER = 'api::subscriber.subscriber';

  async function editorToken() {
    const editor = await cms.strapi.service('admin::role').findOne({ code: 'strapi-editor' });
    const email = `editor-${randomBytes(4).toString('hex')}@example.com`;
    const password = `Editor-${randomBytes(8).toString('hex')}1`;
    await cms.strapi.service('admin::user').create({ email, firstname: 'Ed', password, roles: [editor.id], isActive: true });
    const login = await cms.api().post('/admin/login').send({ email, password });
    expect(login.status).toBe(200);
    return login.body.data.token as string;
  }

  it("keep Strapi's Editor role to the writing: no subscribers, lockout rows or other readers' data", async () => {
    const token = await editorToken();
    const asEditor = (url: string) => cms.api().get(url).set('Authorization', `Bearer ${token}`);
    for (const type of ['subscriber', 'sign-in-failure', 'visitor', 'opinion', 'ping', 'owner-session', 'vault-entry', 'human-check']) {
      expect((await asEditor(`${CM}/api::${type}.${type}`)).status, type).toBe(403);
    }
    expect((await asEditor(`${CM}/${ARTICLE}`)).status).toBe(200);
    expect((await asEditor(`${CM}/${DRAFT}`)).status).toBe(200);
  });

  it("show a subscriber's address only: no form or list shows the unsubscribe code or the confirmation hash", async () => {
    const { body } = await admin().get(`/content-manager/content-types/${SUBSCRIBER}/configuration`);
    const { layouts } = body.data.contentType;
    const shown = [...layouts.list, ...layouts.edit.flat().map((field: { name: string }) => field.name)];
    expect(shown).toContain('email');
    for (const secret of ['token', 'confirmHash']) expect(shown).not.toContain(secret);
  });
});
