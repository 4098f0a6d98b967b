import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { ownerSession } from './owner-session';

/**
 * Same-site forgery (docs/design.md section 2): another origin may neither read the
 * API through CORS nor post a form to it; a call with the owner's cookie that
 * a browser marks as coming from another page is refused before anything runs.
 */
const SITE = 'https://blog.example';
const EVIL = 'https://evil.example';
const NOT_JSON = 'Send the body as JSON (Content-Type: application/json).';
const FOREIGN = 'This request did not come from the pages of this site, so nothing was done.';

let cms: TestCms;
let jwt: string;

beforeAll(async () => {
  cms = await startCms({ PUBLIC_URL: SITE });
  jwt = await ownerSession(cms);
});
afterAll(() => cms?.stop());

const vaultUrl = () => `/api/hash-pswd?id=${cms.env.SITE_KEY}`;
const draftsUrl = () => `/api/article-draft-${cms.env.PRODUCT_SLUG}/?id=${cms.env.SITE_KEY}&reference=abc`;
const asOwner = () => cms.api().set('Cookie', `session=${jwt}`);
const drafts = () => cms.strapi.db.connection('drafts').count({ n: '*' }).first();
const stillSignedIn = async () => (await asOwner().get('/api/session')).status === 201;

describe('CORS', () => {
  it('answers no preflight and no read for another origin', async () => {
    const preflight = await cms
      .api()
      .options(vaultUrl())
      .set('Origin', EVIL)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await asOwner().get(vaultUrl()).set('Origin', EVIL);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("admits the site's own origin", async () => {
    const preflight = await cms.api().options(vaultUrl()).set('Origin', SITE).set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
  });
});

describe('JSON bodies only on every state-changing call', () => {
  const forms: [string, (request: ReturnType<ReturnType<TestCms['api']>['post']>) => unknown][] = [
    ['urlencoded', (request) => request.type('form').send('name=Planted&password=x')],
    ['multipart', (request) => request.field('name', 'Planted').field('password', 'x')],
    [
      'text/plain with a JSON-looking body',
      (request) => request.set('Content-Type', 'text/plain').send('{"name":"Planted","password":"x"}'),
    ],
  ];

  it.each(forms)('refuses a %s body on an owner route with 415, storing nothing', async (_kind, withBody) => {
    const before = Number((await cms.strapi.db.connection('vault_entries').count({ n: '*' }).first())?.n);
    const response = (await withBody(asOwner().post(vaultUrl()))) as { status: number; body: { error: { message: string } } };
    expect(response.status).toBe(415);
    expect(response.body.error.message).toBe(NOT_JSON);
    expect(Number((await cms.strapi.db.connection('vault_entries').count({ n: '*' }).first())?.n)).toBe(before);
  });

  it('refuses a form on a reader route, and an empty form on /api/signout', async () => {
    const like = await cms.api().post(`/api/like?id=${cms.env.SITE_KEY}`).type('form').send('email=a@b.com');
    expect(like.status).toBe(415);
    const signout = await asOwner().post('/api/signout').type('form').send('');
    expect(signout.status).toBe(415);
    expect(await stillSignedIn()).toBe(true);
  });

  it('still takes JSON, and calls with no body', async () => {
    const saved = await asOwner().post(vaultUrl()).set('Origin', SITE).send({ name: 'Allowed', password: 'x' });
    expect(saved.status).toBeLessThan(300);
    expect((await asOwner().get(vaultUrl())).status).toBe(200);
  });
});

describe("owner calls only from the site's own pages", () => {
  it.each([
    ['Sec-Fetch-Site: same-site (another port of the same host)', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example:8443' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: EVIL }],
    ['an Origin of another site, no Sec-Fetch-Site', { Origin: EVIL }],
    ['a Referer of another site, no Origin', { Referer: `${EVIL}/page` }],
    ['a null Origin (a sandboxed frame)', { Origin: 'null' }],
  ])('refuses %s with 403, doing nothing', async (_case, headers) => {
    const before = Number((await drafts())?.n);
    const planted = await asOwner().post(draftsUrl()).set(headers).send({ title: 'Planted' });
    expect(planted.status).toBe(403);
    expect(planted.body.error.message).toBe(FOREIGN);
    expect(Number((await drafts())?.n)).toBe(before);
    const read = await asOwner().get(vaultUrl()).set(headers);
    expect(read.status).toBe(403);
    expect(read.body.data).toBeNull();
    expect((await asOwner().post('/api/signout').set(headers)).status).toBe(403);
    expect(await stillSignedIn()).toBe(true);
  });

  it("lets the site's own pages through", async () => {
    expect((await asOwner().get(vaultUrl()).set({ 'Sec-Fetch-Site': 'same-origin', Origin: SITE })).status).toBe(200);
    expect(
      (
        await asOwner()
          .get(vaultUrl())
          .set({ Origin: SITE, Referer: `${SITE}/dashboard/passwords` })
      ).status,
    ).toBe(200);
  });
});
