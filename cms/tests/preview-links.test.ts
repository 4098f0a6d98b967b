import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startCms, type TestCms } from './harness';
import { ownerSession, strangerSession } from './owner-session';
import { fingerprint } from './route-table';
import { fromBase64, toBase64 } from '../../packages/test-kit/src/base64.mjs';

/**
 * Preview links (ADR 40): the owner shares a draft through an unguessable link that opens it for
 * seven days, until revoked or until the draft is published; only the token's hash is kept.
 */
const LINKS = 'api::preview-link.preview-link';

let cms: TestCms;
let ownerJwt: string;
let strangerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
  strangerJwt = await strangerSession(cms);
});
afterAll(() => cms?.stop());

const key = () => cms.env.SITE_KEY;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const linksUrl = (reference: string) => `/api/preview-link?id=${key()}&reference=${reference}`;
const open = (token: string) => cms.api().get(`/api/preview/${token}`);
const CLOSED = 'This preview link has expired, was revoked, or its draft was published.';

let serial = 0;
async function draft() {
  const headingSave = `Coding preview ${(serial += 1)}`;
  const created = await asOwner()
    .post(`/api/article-draft-${cms.env.PRODUCT_SLUG}/?id=${key()}&reference=abc`)
    .send({
      headingSave,
      imageCdn: 'https://images.example/draft.png',
      imageSource: 'Photo by D. Raft',
      articleSave: toBase64('<p>Five words in this draft.</p><script>alert(1)</script>'),
      authorSave: cms.env.AUTHOR_NAME,
      dateSave: '4 Apr 2026',
      researchLinksSave: ['https://papers.example/draft'],
      category: 'Coding',
      reference: 'true',
    });
  expect(created.status).toBe(201);
  const row = await cms.strapi.db.query('api::draft.draft').findOne({ where: { headingSave } });
  return { id: row.documentId as string, headingSave };
}

async function share(draftId: string) {
  const response = await asOwner().post(linksUrl(draftId));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: string; token: string; createdAt: string; expiresAt: string };
}

function expectRefused(response: Response, status: number, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.message).toBe(message);
}

describe('a preview link', () => {
  it('opens its draft for anyone, signed out, as an article with its body sanitised, kept by no cache and no index', async () => {
    const { id, headingSave } = await draft();
    const link = await share(id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const response = await open(link.token);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body.data).toMatchObject({
      _id: id,
      headingSave,
      category: 'Coding',
      section: 'coding',
      authorSave: cms.env.AUTHOR_NAME,
    });
    expect(fromBase64(response.body.data.articleSave)).toBe('<p>Five words in this draft.</p>');
    expect(response.body.meta.expiresAt).toBe(link.expiresAt);
  });

  it('keeps only the hash of its token: 256 random bits, never the token', async () => {
    const { id } = await draft();
    const link = await share(id);
    const row = await cms.strapi.db.query(LINKS).findOne({ where: { documentId: link.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
  });

  it('is listed for its draft with its expiry and never its token, newest first', async () => {
    const { id } = await draft();
    const first = await share(id);
    const second = await share(id);
    const list = await asOwner().get(linksUrl(id));
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.data).toEqual([
      { id: second.id, createdAt: second.createdAt, expiresAt: second.expiresAt },
      { id: first.id, createdAt: first.createdAt, expiresAt: first.expiresAt },
    ]);
  });

  it('answers 404 once revoked, and is no longer listed', async () => {
    const { id } = await draft();
    const link = await share(id);
    const revoked = await asOwner().delete(`/api/preview-link?id=${key()}&reference=${link.id}`);
    expect(revoked.body).toEqual({ data: { revoked: link.id } });
    expectRefused(await open(link.token), 404, CLOSED);
    expect((await asOwner().get(linksUrl(id))).body.data).toEqual([]);
  });

  it('answers 404 once expired, and is no longer listed', async () => {
    const { id } = await draft();
    const link = await share(id);
    await cms.strapi.db.query(LINKS).update({ where: { documentId: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectRefused(await open(link.token), 404, CLOSED);
    expect((await asOwner().get(linksUrl(id))).body.data).toEqual([]);
  });

  it('answers 404 once its draft is published (or deleted)', async () => {
    const published = await draft();
    const link = await share(published.id);
    const publish = await asOwner().post(`/api/article-draft-${cms.env.PRODUCT_SLUG}/publish?id=${key()}&reference=${published.id}`);
    expect(publish.status, JSON.stringify(publish.body)).toBe(201);
    expectRefused(await open(link.token), 404, CLOSED);
    const deleted = await draft();
    const other = await share(deleted.id);
    await asOwner().delete(`/api/article-draft-${cms.env.PRODUCT_SLUG}/?id=${key()}`).send({ arg: deleted.id });
    expectRefused(await open(other.token), 404, CLOSED);
  });

  it('answers 404 to a well-formed token no link has, and 400 to one that cannot be a token', async () => {
    expectRefused(await open('A'.repeat(43)), 404, CLOSED);
    expectRefused(await open('short'), 400, 'token: must be a preview link’s token (43 letters, digits, - or _)');
  });
});

describe('refusals change nothing', () => {
  const cases: Array<[string, (draftId: string) => Promise<Response>, number, string]> = [
    ['no site key', (id) => asOwner().post(`/api/preview-link?reference=${id}`), 400, 'id: the site key is required (?id={key})'],
    ['no session', (id) => cms.api().post(linksUrl(id)), 401, 'Not signed in.'],
    ['no session, a list', (id) => cms.api().get(linksUrl(id)), 401, 'Not signed in.'],
    [
      'a signed-in stranger',
      (id) => cms.api().set('Cookie', `session=${strangerJwt}`).post(linksUrl(id)),
      403,
      'Only the owner may do this.',
    ],
    [
      'a stranger revoking',
      () => cms.api().set('Cookie', `session=${strangerJwt}`).delete(linksUrl('abc')),
      403,
      'Only the owner may do this.',
    ],
    ['a draft no one has', () => asOwner().post(linksUrl('nosuchdraft1')), 404, 'No draft has this id.'],
    ['the links of a draft no one has', () => asOwner().get(linksUrl('nosuchdraft1')), 404, 'No draft has this id.'],
    ['no draft named', () => asOwner().post(`/api/preview-link?id=${key()}`), 400, 'reference: is required (?reference={draft id})'],
    ['a draft id that cannot be one', () => asOwner().post(linksUrl('a;drop')), 400, 'reference: must be a draft id'],
    ['revoking a link no one has', () => asOwner().delete(linksUrl('nosuchlink1')), 404, 'No preview link has this id.'],
  ];
  it.each(cases)('%s', async (_label, call, status, message) => {
    const { id } = await draft();
    const before = await fingerprint(cms);
    expectRefused(await call(id), status, message);
    expect(await fingerprint(cms)).toBe(before);
  });

  it('counts opens per client address: past the limit, 429 with Retry-After', async () => {
    const { id } = await draft();
    const link = await share(id);
    const from = (address: string) => open(link.token).set('X-Forwarded-For', address);
    // The test CMS trusts the loopback proxy, so the forwarded address is the client's.
    const answers = await Promise.all(Array.from({ length: 121 }, () => from('203.0.113.99')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(120);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await from('203.0.113.100')).status).toBe(200);
  });
});
