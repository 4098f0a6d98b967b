import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response, Test } from 'supertest';
import { startCms, type TestCms } from './harness';
import { ownerSession, strangerSession, tampered } from './owner-session';
import { fromBase64, toBase64 } from '../../packages/test-kit/src/base64.mjs';

const OPINION = 'api::opinion.opinion';
const PING = 'api::ping.ping';

let cms: TestCms;
let ownerJwt: string;
let strangerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
  strangerJwt = await strangerSession(cms);
});
afterAll(() => cms?.stop());

// Each test starts with no opinions and no pings.
beforeEach(async () => {
  await cms.strapi.db.connection('opinions').del();
  await cms.strapi.db.connection('pings').del();
});

const key = () => cms.env.SITE_KEY;
const slug = () => cms.env.PRODUCT_SLUG;
const opinionsUrl = (query = `id=${key()}&reference=abc`) => `/api/opinion-about-article-${slug()}/?${query}`;
const pingsUrl = (query = `id=${key()}`) => `/api/contacttry-${slug()}/?${query}`;

const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const withCookie = (jwt: string) => cms.api().set('Cookie', `session=${jwt}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type OpinionRow = { reader: string; country: string; opinion: string; reference?: string };
type PingRow = { name: string; email: string; country: string; message: string };

/** Rows made in order, a little apart, so "newest first" has one answer. */
async function makeOpinions(rows: OpinionRow[]) {
  const made = [];
  for (const data of rows) {
    made.push(await cms.strapi.documents(OPINION).create({ data }));
    await pause(5);
  }
  return made;
}
async function makePings(rows: PingRow[]) {
  const made = [];
  for (const data of rows) {
    made.push(await cms.strapi.documents(PING).create({ data }));
    await pause(5);
  }
  return made;
}
const opinion = (n: number): OpinionRow => ({ reader: `Reader ${n}`, country: 'Wales', opinion: `Opinion ${n}`, reference: `/blog/a${n}` });
const ping = (n: number): PingRow => ({ name: `Sender ${n}`, email: `s${n}@example.com`, country: 'Wales', message: `Message ${n}` });

const opinionExists = async (documentId: string) => Boolean(await cms.strapi.documents(OPINION).findOne({ documentId }));
const pingExists = async (documentId: string) => Boolean(await cms.strapi.documents(PING).findOne({ documentId }));

function expect400(response: Response, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message, details: {} } });
}

const PAGING_CASES: [string, string][] = [
  ['pageSize=101', 'pageSize: must be at most 100'],
  ['pageSize=0', 'pageSize: must be 1 or more'],
  ['pageSize=abc', 'pageSize: must be a number'],
  ['pageSize=2.5', 'pageSize: must be a whole number'],
  ['page=0', 'page: must be 1 or more'],
  ['page=-1', 'page: must be 1 or more'],
  ['page=x', 'page: must be a number'],
  ['page=1&page=2', 'page: must be a number'],
];

describe('GET /api/opinion-about-article-{product}/?id={key}&reference=abc (owner)', () => {
  it('lists opinions newest first in the spec shape, never cached', async () => {
    const made = await makeOpinions([opinion(1), opinion(2), opinion(3)]);
    const response = await asOwner().get(opinionsUrl());
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
    expect(response.body.meta).toEqual({ pagination: { page: 1, pageSize: 50, total: 3, pageCount: 1 } });
    expect(response.body.data.map((row: { id: string }) => row.id)).toEqual(made.map((doc) => doc.documentId).reverse());
    const [newest] = response.body.data;
    expect(Object.keys(newest).sort()).toEqual(['createdAt', 'id', 'reference', 'values']);
    expect(newest).toMatchObject({ values: ['Reader 3', 'Wales', 'Opinion 3'], reference: '/blog/a3' });
    expect(new Date(newest.createdAt).toISOString()).toBe(newest.createdAt);
  });

  it('shows non-ASCII text and HTML exactly as stored, as text', async () => {
    const html = '<script>alert(1)</script><b onclick="x()">bold</b> & "quotes"';
    await makeOpinions([{ reader: 'Zoë Ångström 東京', country: '<p>Wales', opinion: `${html} 🙂`, reference: '/blog/html' }]);
    const response = await asOwner().get(opinionsUrl());
    expect(response.status).toBe(200);
    expect(response.body.data[0].values).toEqual(['Zoë Ångström 東京', '<p>Wales', `${html} 🙂`]);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('ignores reference and pages with page and pageSize', async () => {
    const made = await makeOpinions([1, 2, 3, 4, 5].map(opinion));
    const ids = made.map((doc) => doc.documentId).reverse();
    const pageOf = async (query: string) => (await asOwner().get(opinionsUrl(`id=${key()}&reference=whatever&${query}`))).body;
    expect(await pageOf('page=1&pageSize=2')).toMatchObject({ meta: { pagination: { page: 1, pageSize: 2, total: 5, pageCount: 3 } } });
    expect((await pageOf('page=1&pageSize=2')).data.map((row: { id: string }) => row.id)).toEqual(ids.slice(0, 2));
    expect((await pageOf('page=2&pageSize=2')).data.map((row: { id: string }) => row.id)).toEqual(ids.slice(2, 4));
    expect((await pageOf('page=3&pageSize=2')).data.map((row: { id: string }) => row.id)).toEqual(ids.slice(4));
    const past = await pageOf('page=4&pageSize=2');
    expect(past.data).toEqual([]);
    expect(past.meta.pagination).toEqual({ page: 4, pageSize: 2, total: 5, pageCount: 3 });
    expect((await pageOf('pageSize=100')).meta.pagination).toEqual({ page: 1, pageSize: 100, total: 5, pageCount: 1 });
    // Without a reference at all, too.
    expect((await asOwner().get(opinionsUrl(`id=${key()}`))).body.data).toHaveLength(5);
  });

  it('answers an empty list when there are none', async () => {
    const response = await asOwner().get(opinionsUrl());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 50, total: 0, pageCount: 0 } } });
  });

  it('answers 400 with the reason for bad paging', async () => {
    for (const [query, message] of PAGING_CASES) expect400(await asOwner().get(opinionsUrl(`id=${key()}&reference=abc&${query}`)), message);
  });
});

describe('DELETE /api/opinion-about-article-{product}/?id={key}&reference={id} (owner)', () => {
  it('deletes the opinion: 200 with its id, and the row is gone', async () => {
    const [keep, gone] = await makeOpinions([opinion(1), opinion(2)]);
    const response = await asOwner().delete(opinionsUrl(`id=${key()}&reference=${gone.documentId}`));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { deleted: gone.documentId } });
    expect(await opinionExists(gone.documentId)).toBe(false);
    expect(await opinionExists(keep.documentId)).toBe(true);
    const list = (await asOwner().get(opinionsUrl())).body.data;
    expect(list.map((row: { id: string }) => row.id)).toEqual([keep.documentId]);
    // A second delete of the same id: 404.
    expect((await asOwner().delete(opinionsUrl(`id=${key()}&reference=${gone.documentId}`))).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const [keep] = await makeOpinions([opinion(1)]);
    const response = await asOwner().delete(opinionsUrl(`id=${key()}&reference=abcdefghijklmnopqrstuvwx`));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'No opinion has this id.', details: {} },
    });
    expect(await opinionExists(keep.documentId)).toBe(true);
  });

  it('answers 400 for a missing or malformed reference', async () => {
    const [keep] = await makeOpinions([opinion(1)]);
    expect400(await asOwner().delete(opinionsUrl(`id=${key()}`)), 'reference: is required (?reference={opinion id})');
    expect400(await asOwner().delete(opinionsUrl(`id=${key()}&reference=`)), 'reference: is required (?reference={opinion id})');
    expect400(await asOwner().delete(opinionsUrl(`id=${key()}&reference=/blog/a1`)), 'reference: must be an opinion id');
    expect400(await asOwner().delete(opinionsUrl(`id=${key()}&reference=a%20b`)), 'reference: must be an opinion id');
    expect400(await asOwner().delete(opinionsUrl(`id=${key()}&reference=${'a'.repeat(65)}`)), 'reference: must be an opinion id');
    expect400(
      await asOwner().delete(opinionsUrl(`id=${key()}&reference=${keep.documentId}&reference=x`)),
      'reference: must be one opinion id',
    );
    expect(await opinionExists(keep.documentId)).toBe(true);
  });
});

describe('GET /api/contacttry-{product}/?id={key} (owner)', () => {
  it('lists pings newest first, four base64 values (email, name, country, message), never cached', async () => {
    const made = await makePings([ping(1), ping(2), ping(3)]);
    const response = await asOwner().get(pingsUrl());
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(response.body).sort()).toEqual(['data', 'meta']);
    expect(response.body.meta).toEqual({ pagination: { page: 1, pageSize: 50, total: 3, pageCount: 1 } });
    expect(response.body.data.map((row: { id: string }) => row.id)).toEqual(made.map((doc) => doc.documentId).reverse());
    const [newest] = response.body.data;
    expect(Object.keys(newest).sort()).toEqual(['createdAt', 'id', 'values']);
    expect(newest.values).toHaveLength(4);
    for (const value of newest.values) expect(value).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
    expect(newest.values.map(fromBase64)).toEqual(['s3@example.com', 'Sender 3', 'Wales', 'Message 3']);
    expect(new Date(newest.createdAt).toISOString()).toBe(newest.createdAt);
    // Nothing travels as plain text.
    expect(response.text).not.toContain('Sender 3');
  });

  it('round-trips non-ASCII text and HTML through UTF-8 base64', async () => {
    const row = {
      name: 'Zoë Ångström 東京',
      email: 'zoe@example.com',
      country: 'Česko <b>',
      message: '<script>alert("x")</script> & <img src=x onerror=1> 🙂\nnew line',
    };
    await makePings([row]);
    const [listed] = (await asOwner().get(pingsUrl())).body.data;
    expect(listed.values.map(fromBase64)).toEqual([row.email, row.name, row.country, row.message]);
    expect(listed.values[1]).toBe(toBase64(row.name));
  });

  it('pages with page and pageSize', async () => {
    const made = await makePings([1, 2, 3, 4, 5].map(ping));
    const ids = made.map((doc) => doc.documentId).reverse();
    const pageOf = async (query: string) => (await asOwner().get(pingsUrl(`id=${key()}&${query}`))).body;
    const second = await pageOf('page=2&pageSize=2');
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 2, total: 5, pageCount: 3 });
    expect(second.data.map((row: { id: string }) => row.id)).toEqual(ids.slice(2, 4));
    expect((await pageOf('page=3&pageSize=2')).data.map((row: { id: string }) => row.id)).toEqual(ids.slice(4));
    expect((await pageOf('page=9&pageSize=2')).data).toEqual([]);
    expect((await pageOf('pageSize=100')).data).toHaveLength(5);
  });

  it('answers 400 with the reason for bad paging', async () => {
    for (const [query, message] of PAGING_CASES) expect400(await asOwner().get(pingsUrl(`id=${key()}&${query}`)), message);
  });
});

describe('DELETE /api/contacttry-{product}/?reference={id}&id={key} (owner)', () => {
  it('deletes the ping: 204, no body, and the row is gone', async () => {
    const [keep, gone] = await makePings([ping(1), ping(2)]);
    const response = await asOwner().delete(`/api/contacttry-${slug()}/?reference=${gone.documentId}&id=${key()}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await pingExists(gone.documentId)).toBe(false);
    expect(await pingExists(keep.documentId)).toBe(true);
    expect((await asOwner().get(pingsUrl())).body.data.map((row: { id: string }) => row.id)).toEqual([keep.documentId]);
    expect((await asOwner().delete(pingsUrl(`reference=${gone.documentId}&id=${key()}`))).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const [keep] = await makePings([ping(1)]);
    const response = await asOwner().delete(pingsUrl(`reference=abcdefghijklmnopqrstuvwx&id=${key()}`));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'No message has this id.', details: {} },
    });
    expect(await pingExists(keep.documentId)).toBe(true);
  });

  it('answers 400 for a missing or malformed reference', async () => {
    const [keep] = await makePings([ping(1)]);
    expect400(await asOwner().delete(pingsUrl(`id=${key()}`)), 'reference: is required (?reference={message id})');
    expect400(await asOwner().delete(pingsUrl(`reference=../x&id=${key()}`)), 'reference: must be a message id');
    expect400(
      await asOwner().delete(pingsUrl(`reference=${keep.documentId}&reference=${keep.documentId}&id=${key()}`)),
      'reference: must be one message id',
    );
    expect(await pingExists(keep.documentId)).toBe(true);
  });
});

describe('every owner route refuses without the owner, and changes nothing', () => {
  type Route = {
    name: string;
    call: (agent: ReturnType<TestCms['api']>, keyValue: string | null, target: string) => Test;
    kind: 'opinion' | 'ping';
    deletes: boolean;
  };
  const withKey = (keyValue: string | null) => (keyValue === null ? '' : `id=${encodeURIComponent(keyValue)}`);
  const ROUTES: Route[] = [
    {
      name: 'GET opinions',
      kind: 'opinion',
      deletes: false,
      call: (agent, k) => agent.get(`/api/opinion-about-article-${slug()}/?${withKey(k)}&reference=abc`),
    },
    {
      name: 'DELETE opinion',
      kind: 'opinion',
      deletes: true,
      call: (agent, k, target) => agent.delete(`/api/opinion-about-article-${slug()}/?${withKey(k)}&reference=${target}`),
    },
    { name: 'GET pings', kind: 'ping', deletes: false, call: (agent, k) => agent.get(`/api/contacttry-${slug()}/?${withKey(k)}`) },
    {
      name: 'DELETE ping',
      kind: 'ping',
      deletes: true,
      call: (agent, k, target) => agent.delete(`/api/contacttry-${slug()}/?reference=${target}&${withKey(k)}`),
    },
  ];

  async function target(kind: 'opinion' | 'ping') {
    if (kind === 'opinion') return (await makeOpinions([opinion(7)]))[0].documentId;
    return (await makePings([ping(7)]))[0].documentId;
  }
  const exists = (kind: 'opinion' | 'ping', documentId: string) =>
    kind === 'opinion' ? opinionExists(documentId) : pingExists(documentId);

  for (const route of ROUTES) {
    describe(route.name, () => {
      it('answers 401 without a cookie, and with a tampered or foreign one', async () => {
        const id = await target(route.kind);
        const refusals = [
          route.call(cms.api(), key(), id),
          route.call(withCookie(tampered(ownerJwt)), key(), id),
          route.call(withCookie('not-a-jwt'), key(), id),
          // A Bearer header never stands in for the cookie.
          route.call(cms.api().set('Authorization', `Bearer ${ownerJwt}`), key(), id),
        ];
        for (const pending of refusals) {
          const response = await pending;
          expect(response.status, JSON.stringify(response.body)).toBe(401);
          expect(response.body).toEqual({
            data: null,
            error: { status: 401, name: 'UnauthorizedError', message: 'Not signed in.', details: {} },
          });
        }
        expect(await exists(route.kind, id)).toBe(true);
      });

      it('answers 403 to a signed-in user who is not the owner', async () => {
        const id = await target(route.kind);
        const response = await route.call(withCookie(strangerJwt), key(), id);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: 'Only the owner may do this.', details: {} },
        });
        expect(await exists(route.kind, id)).toBe(true);
      });

      it('answers 400 for a missing or wrong site key, even to the owner', async () => {
        const id = await target(route.kind);
        expect400(await route.call(asOwner(), 'wrong-key', id), 'id: unknown site key');
        expect400(await route.call(asOwner(), null, id), 'id: the site key is required (?id={key})');
        expect400(await route.call(cms.api(), 'wrong-key', id), 'id: unknown site key');
        expect(await exists(route.kind, id)).toBe(true);
      });

      it('works for the owner with the right key', async () => {
        const id = await target(route.kind);
        const response = await route.call(asOwner(), key(), id);
        expect(response.status).toBe(route.deletes ? (route.kind === 'ping' ? 204 : 200) : 200);
        expect(await exists(route.kind, id)).toBe(!route.deletes);
      });
    });
  }
});

describe("the readers' POST routes at the same paths", () => {
  it('still answer without a session (the site key and fields are checked first)', async () => {
    const opinionPost = await cms
      .api()
      .post(opinionsUrl(`id=${key()}&reference=/blog/x`))
      .send({ reader: '' });
    expect400(opinionPost, 'reader: is required');
    const contactPost = await cms.api().post(pingsUrl()).send({ name: '' });
    expect400(contactPost, 'name: is required');
  });
});
