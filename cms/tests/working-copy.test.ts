import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startCms, type TestCms } from './harness';
import { ownerSession, strangerSession } from './owner-session';
import { fingerprint } from './route-table';
import { KEPT_COPIES } from '../src/api/working-copy/lib/kept-copies';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';

/**
 * The Write page's working copy on the server (ADR 39): one per article or new piece of work,
 * saved over the revision the browser last saw, so an older save never replaces a newer one,
 * even when two arrive at once; dropped once the work is saved.
 */
let cms: TestCms;
let ownerJwt: string;
let strangerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
  strangerJwt = await strangerSession(cms);
});
afterAll(() => cms?.stop());
beforeEach(async () => {
  await cms.strapi.db.connection('working_copies').del();
});

const key = () => cms.env.SITE_KEY;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const url = (query = '') => `/api/working-copy?id=${key()}${query}`;

let serial = 0;
const newWork = () => `new-${(serial += 1).toString().padStart(8, '0')}-work`;

const fields = (overrides: Record<string, unknown> = {}) => ({
  category: null,
  title: 'Half a title',
  pictureLine: 'https://images.example/cover.png Photo',
  body: '<p>The writer stopped mid-sen</p>',
  sourceBox: '',
  author: '',
  reference: '',
  ...overrides,
});

const save = (reference: string, revision: number, body = fields()) => asOwner().put(url()).send({ reference, revision, fields: body });
const read = (reference: string) => asOwner().get(url(`&reference=${reference}`));

function expectRefused(response: Response, status: number, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.message).toBe(message);
}

describe('saving and reading a copy', () => {
  it('keeps the first save as revision 1, each later one over the revision before it, and reads the newest', async () => {
    const work = newWork();
    expect((await read(work)).body).toEqual({ data: null });
    const first = await save(work, 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.data).toMatchObject({ reference: work, revision: 1 });
    const second = await save(work, 1, fields({ body: '<p>The writer stopped mid-sentence.</p>' }));
    expect(second.body.data.revision).toBe(2);
    const copy = (await read(work)).body.data;
    expect(copy).toMatchObject({ reference: work, revision: 2, fields: fields({ body: '<p>The writer stopped mid-sentence.</p>' }) });
    expect(Date.parse(copy.savedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers `new` with the most recently saved copy of new work, which another browser does not know the key of', async () => {
    const older = newWork();
    const newer = newWork();
    await save(older, 0, fields({ title: 'Older' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(newer, 0, fields({ title: 'Newer' }));
    const copy = (await read('new')).body.data;
    expect(copy).toMatchObject({ reference: newer, fields: { title: 'Newer' } });
  });

  it('keeps a copy of an article being edited under its id, and refuses an id no article has', async () => {
    const posted = await asOwner()
      .post(`/api/article?id=${key()}`)
      .send({
        headingSave: `Coding copy ${(serial += 1)}`,
        imageCdn: 'https://images.example/cover.png',
        imageSource: 'Photo by A. Lens',
        articleSave: toBase64('<p>A body.</p>'),
        authorSave: cms.env.AUTHOR_NAME,
        dateSave: '3 Mar 2026',
        researchLinksSave: [],
        category: 'Coding',
        reference: 'true',
      });
    const id = posted.body.data._id as string;
    expect((await save(id, 0)).status).toBe(200);
    expect((await read(id)).body.data.reference).toBe(id);
    const before = await fingerprint(cms);
    expectRefused(await save('nosucharticle1', 0), 404, 'No article has this id.');
    expect(await fingerprint(cms)).toBe(before);
  });

  it(`keeps the ${KEPT_COPIES} most recently saved copies`, async () => {
    const works = Array.from({ length: KEPT_COPIES + 2 }, newWork);
    for (const work of works) expect((await save(work, 0)).status).toBe(200);
    expect(Number((await cms.strapi.db.connection('working_copies').count({ n: '*' }))[0].n)).toBe(KEPT_COPIES);
    expect((await read(works[0])).body.data).toBeNull();
    expect((await read(works.at(-1)!)).body.data).not.toBeNull();
  });
});

describe('an older save never replaces a newer one', () => {
  it('refuses a save over a revision that is not the newest, and keeps the newer copy', async () => {
    const work = newWork();
    await save(work, 0, fields({ title: 'First' }));
    await save(work, 1, fields({ title: 'From this browser' }));
    const before = await fingerprint(cms);
    expectRefused(
      await save(work, 1, fields({ title: 'From another browser' })),
      409,
      'A newer copy of this work was saved in another browser.',
    );
    expectRefused(
      await save(work, 0, fields({ title: 'A first save, late' })),
      409,
      'A newer copy of this work was saved in another browser.',
    );
    expectRefused(
      await save(work, 7, fields({ title: 'From the future' })),
      409,
      'A newer copy of this work was saved in another browser.',
    );
    expect(await fingerprint(cms)).toBe(before);
    expect((await read(work)).body.data).toMatchObject({ revision: 2, fields: { title: 'From this browser' } });
  });

  it('lets exactly one of a burst of saves over the same revision through, first saves and later ones alike', async () => {
    const work = newWork();
    const firsts = await Promise.all(Array.from({ length: 8 }, (_, n) => save(work, 0, fields({ title: `First ${n}` }))));
    expect(firsts.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const laters = await Promise.all(Array.from({ length: 8 }, (_, n) => save(work, 1, fields({ title: `Second ${n}` }))));
    expect(laters.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = laters.find((r) => r.status === 200)!;
    const copy = (await read(work)).body.data;
    expect(copy.revision).toBe(2);
    expect(copy.savedAt).toBe(winner.body.data.savedAt);
  });
});

describe('dropping a copy once its work is saved', () => {
  it('drops the revision the browser saw, but not a newer one saved since', async () => {
    const work = newWork();
    await save(work, 0);
    await save(work, 1);
    const kept = await asOwner().delete(url(`&reference=${work}&revision=1`));
    expect(kept.body).toEqual({ data: { deleted: false } });
    expect((await read(work)).body.data.revision).toBe(2);
    const gone = await asOwner().delete(url(`&reference=${work}&revision=2`));
    expect(gone.body).toEqual({ data: { deleted: true } });
    expect((await read(work)).body.data).toBeNull();
  });
});

describe('refusals', () => {
  const cases: Array<[string, () => Promise<Response>, number, string]> = [
    ['no site key', () => asOwner().get('/api/working-copy?reference=new'), 400, 'id: the site key is required (?id={key})'],
    ['no session', () => cms.api().get(url('&reference=new')), 401, 'Not signed in.'],
    [
      'a signed-in stranger',
      () => cms.api().set('Cookie', `session=${strangerJwt}`).put(url()).send({ reference: 'new-12345678', revision: 0, fields: fields() }),
      403,
      'Only the owner may do this.',
    ],
    ['a read of no work', () => asOwner().get(url()), 400, 'reference: must be an article id, a new-… key or new'],
    ['a key that is neither an id nor new-…', () => save('../../etc', 0), 400, 'reference: must be an article id or a new-… key'],
    [
      'a negative revision',
      () => save(newWork(), -1),
      400,
      'revision: must be 0 or more (the copy this save replaces; 0 when there is none)',
    ],
    ['a revision that is not whole', () => save(newWork(), 1.5), 400, 'revision: must be a whole number'],
    [
      'a field missing',
      () =>
        asOwner()
          .put(url())
          .send({ reference: newWork(), revision: 0, fields: { title: 'x' } }),
      400,
      'fields.category: must be Health, Coding or null',
    ],
    ['a field that is not text', () => save(newWork(), 0, fields({ title: 42 })), 400, 'fields.title: must be text'],
    [
      'a body over 720 000 characters',
      () => save(newWork(), 0, fields({ body: 'x'.repeat(720_001) })),
      400,
      'fields.body: must be at most 720000 characters',
    ],
    ['a NUL character', () => save(newWork(), 0, fields({ author: 'a\u0000b' })), 400, 'fields.author: must not contain the NUL character'],
    [
      'fields that are not an object',
      () => asOwner().put(url()).send({ reference: newWork(), revision: 0, fields: 'text' }),
      400,
      'fields: must be a JSON object of the Write page’s fields',
    ],
    ['a removal without its revision', () => asOwner().delete(url(`&reference=${newWork()}`)), 400, 'revision: must be a number'],
  ];
  it.each(cases)('%s: refused, nothing changed', async (_label, call, status, message) => {
    await save('new-existing-copy', 0);
    const before = await fingerprint(cms);
    expectRefused(await call(), status, message);
    expect(await fingerprint(cms)).toBe(before);
  });
});
