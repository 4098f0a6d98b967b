import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { hrefOf } from '@blog/rules/slug';
import { readContentVersion } from '../src/lib/content-version';
import { DUE_JOBS_TABLE } from '../src/lib/due-jobs';
import { startCms, type TestCms } from './harness';
import { ownerSession } from './owner-session';
import { MINUTE, runJobsAt, sendsOf } from './due-jobs-kit';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';
import { articleData } from './article-data';

/**
 * A draft's publish time (issue 19, item 4; ADR 37): PUT and DELETE
 * /api/article-draft-{product}/schedule, the Draft page's list, and the due job
 * that publishes it once. Who may call the routes at all is
 * owner-routes-authorisation.test.ts's job; the two-instance run on PostgreSQL
 * is due-jobs-replicas.test.ts's.
 */
const ARTICLE = 'api::article.article';
const DRAFT = 'api::draft.draft';

let cms: TestCms;
let ownerJwt: string;

beforeAll(async () => {
  cms = await startCms();
  ownerJwt = await ownerSession(cms);
});
afterAll(() => cms?.stop());
beforeEach(async () => {
  await cms.strapi.db.connection('drafts').del();
  await cms.strapi.db.connection(DUE_JOBS_TABLE).del();
});

const key = () => cms.env.SITE_KEY;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const scheduleUrl = (reference: string) => `/api/article-draft-${cms.env.PRODUCT_SLUG}/schedule?id=${key()}&reference=${reference}`;
const schedule = (reference: string, body: unknown) =>
  asOwner()
    .put(scheduleUrl(reference))
    .send(body as object);
const unschedule = (reference: string) => asOwner().delete(scheduleUrl(reference));
const listed = async (documentId: string) => {
  const response = await asOwner().get(`/api/article-draft-${cms.env.PRODUCT_SLUG}/?id=${key()}&reference=abc`);
  return response.body.data.find((draft: { _id: string }) => draft._id === documentId);
};
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const jobRows = () =>
  cms.strapi.db.connection(DUE_JOBS_TABLE).where('kind', 'publish-draft').select('subject', 'state', 'due_at', 'newsletter').orderBy('id');

let serial = 0;
async function savedDraft(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return cms.strapi.documents(DRAFT).create({
    data: {
      headingSave: `Coding on a schedule ${serial} ${randomBytes(3).toString('hex')}`,
      href: '/x',
      imageCdn: 'https://images.example/schedule.png',
      imageSource: 'Photo by S. Chedule',
      imageSave: ['https://images.example/schedule.png', 'Photo by S. Chedule'],
      articleSave: toBase64('<p>Written now, read later.</p>'),
      authorSave: cms.env.AUTHOR_NAME,
      dateSave: '24 Nov 2026',
      researchLinksSave: ['https://papers.example/schedule'],
      category: 'Coding',
      ...overrides,
    },
  });
}

function expectError(response: Response, status: number, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.message).toBe(message);
}

describe('PUT /api/article-draft-{product}/schedule?id={key}&reference={id} (a publish time)', () => {
  it("sets, changes and answers the time; the Draft page lists it with 'E-mail to subscribers'", async () => {
    const draft = await savedDraft();
    const at = inMinutes(60);
    const response = await schedule(draft.documentId, { publishAt: at });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({ data: { _id: draft.documentId, publishAt: at, emailSubscribers: true } });
    expect(await listed(draft.documentId)).toMatchObject({ publishAt: at, emailSubscribers: true, scheduleProblem: null });

    // A time with another zone is the same instant; a change moves the one job.
    const later = new Date(Date.now() + 120 * MINUTE);
    // The wall clock two hours ahead, with its offset (the date moves with it past midnight).
    const zoned = `${new Date(later.getTime() + 120 * MINUTE).toISOString().slice(0, 19)}+02:00`;
    const moved = await schedule(draft.documentId, { publishAt: zoned, emailSubscribers: false });
    expect(moved.status).toBe(200);
    expect(moved.body.data.emailSubscribers).toBe(false);
    expect(Math.abs(new Date(moved.body.data.publishAt).getTime() - later.getTime())).toBeLessThan(1000);
    expect(await jobRows()).toHaveLength(1);
    expect(await listed(draft.documentId)).toMatchObject({ publishAt: moved.body.data.publishAt, emailSubscribers: false });
  });

  it('keeps one time for a burst of schedules of one draft, each answered 200', async () => {
    const draft = await savedDraft();
    const times = Array.from({ length: 6 }, (_, i) => inMinutes(60 + i));
    const responses = await Promise.all(times.map((publishAt) => schedule(draft.documentId, { publishAt })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await jobRows();
    expect(rows).toHaveLength(1);
    expect(times).toContain(new Date(Number(rows[0].due_at)).toISOString());
  });

  it('answers 409 while the publish is running, and leaves it alone', async () => {
    const draft = await savedDraft();
    expect((await schedule(draft.documentId, { publishAt: inMinutes(60) })).status).toBe(200);
    await cms.strapi.db.connection(DUE_JOBS_TABLE).where({ subject: draft.documentId }).update({ state: 'running' });
    expectError(await schedule(draft.documentId, { publishAt: inMinutes(90) }), 409, 'This draft is being published right now.');
    expectError(await unschedule(draft.documentId), 409, 'This draft is being published right now.');
    expect(await jobRows()).toMatchObject([{ state: 'running' }]);
  });

  it('refuses a time that has passed, with a clear message, and changes nothing', async () => {
    const draft = await savedDraft();
    expectError(
      await schedule(draft.documentId, { publishAt: inMinutes(-1) }),
      400,
      'The publish time has passed: choose a time in the future.',
    );
    expect(await jobRows()).toEqual([]);
    const at = inMinutes(30);
    expect((await schedule(draft.documentId, { publishAt: at })).status).toBe(200);
    expectError(
      await schedule(draft.documentId, { publishAt: inMinutes(-30) }),
      400,
      'The publish time has passed: choose a time in the future.',
    );
    expect((await listed(draft.documentId)).publishAt).toBe(at);
  });

  it('answers 400 for bad input and 404 for an unknown draft, and changes nothing', async () => {
    const draft = await savedDraft();
    const cases: [unknown, string][] = [
      [{}, 'publishAt: is required (the publish time, e.g. 2026-12-01T09:00:00Z)'],
      [{ publishAt: 'tomorrow at nine' }, 'publishAt: must be a date and time with its zone, e.g. 2026-12-01T09:00:00Z'],
      [{ publishAt: '2030-01-01T09:00' }, 'publishAt: must be a date and time with its zone, e.g. 2026-12-01T09:00:00Z'],
      [{ publishAt: 1893456000000 }, 'publishAt: must be a date and time with its zone, e.g. 2026-12-01T09:00:00Z'],
      [{ publishAt: inMinutes(60), emailSubscribers: 'yes' }, 'emailSubscribers: must be true or false'],
      [[], 'must be a JSON object'],
    ];
    for (const [body, message] of cases) expectError(await schedule(draft.documentId, body), 400, message);
    expectError(await schedule('nosuchdraft', { publishAt: inMinutes(60) }), 404, 'No draft has this id.');
    expectError(await schedule('not a draft!', { publishAt: inMinutes(60) }), 400, 'reference: must be a draft id');
    expect(await jobRows()).toEqual([]);
  });

  it("refuses a draft that could not be published, with the editor's message", async () => {
    const draft = await savedDraft({ imageCdn: '', imageSave: ['', ''] });
    expectError(await schedule(draft.documentId, { publishAt: inMinutes(60) }), 400, 'Picture cdn not available...');
    expect(await jobRows()).toEqual([]);
  });
});

describe('DELETE /api/article-draft-{product}/schedule?id={key}&reference={id} (clears it)', () => {
  it('clears the time: the draft stays a draft and is never published', async () => {
    const draft = await savedDraft();
    expect((await schedule(draft.documentId, { publishAt: inMinutes(10) })).status).toBe(200);
    const response = await unschedule(draft.documentId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { _id: draft.documentId, publishAt: null } });
    expect((await listed(draft.documentId)).publishAt).toBeNull();
    await runJobsAt(cms, 11);
    expect(await cms.strapi.documents(DRAFT).findOne({ documentId: draft.documentId })).not.toBeNull();
    // Clearing a draft with no time is no error.
    expect((await unschedule(draft.documentId)).status).toBe(200);
    expectError(await unschedule('nosuchdraft'), 404, 'No draft has this id.');
  });

  it('a deleted draft and a draft published by hand lose their time', async () => {
    const gone = await savedDraft();
    const byHand = await savedDraft();
    for (const draft of [gone, byHand]) expect((await schedule(draft.documentId, { publishAt: inMinutes(10) })).status).toBe(200);
    expect((await asOwner().delete(`/api/article-draft-${cms.env.PRODUCT_SLUG}/?id=${key()}`).send({ arg: gone.documentId })).status).toBe(
      200,
    );
    expect(
      (await asOwner().post(`/api/article-draft-${cms.env.PRODUCT_SLUG}/publish?id=${key()}&reference=${byHand.documentId}`)).status,
    ).toBe(201);
    expect(await jobRows()).toEqual([]);
  });
});

describe('the scheduled publish', () => {
  it('publishes at its time, not before, with the e-mail queued and the reader pages told at once', async () => {
    const draft = await savedDraft();
    const quiet = await savedDraft();
    expect((await schedule(draft.documentId, { publishAt: inMinutes(10) })).status).toBe(200);
    expect((await schedule(quiet.documentId, { publishAt: inMinutes(10), emailSubscribers: false })).status).toBe(200);
    await runJobsAt(cms, 9);
    expect(await cms.strapi.documents(DRAFT).count({ filters: { documentId: { $in: [draft.documentId, quiet.documentId] } } })).toBe(2);

    const version = await readContentVersion(cms.strapi);
    await runJobsAt(cms, 11);
    expect(await cms.strapi.documents(DRAFT).count({ filters: { documentId: { $in: [draft.documentId, quiet.documentId] } } })).toBe(0);
    const article = await cms.strapi.documents(ARTICLE).findFirst({ filters: { href: hrefOf(draft.headingSave!) } });
    const quietArticle = await cms.strapi.documents(ARTICLE).findFirst({ filters: { href: hrefOf(quiet.headingSave!) } });
    expect(article).toMatchObject({ headingSave: draft.headingSave, imageCdn: 'https://images.example/schedule.png' });
    expect((await readContentVersion(cms.strapi))?.token).not.toBe(version?.token);
    expect(await sendsOf(cms, article!.documentId)).toMatchObject([{ state: 'waiting' }]);
    expect(await sendsOf(cms, quietArticle!.documentId)).toEqual([]);
    // The reader's own route finds it.
    const read = await cms.api().get(`/api/getapostadsfgd?name=${encodeURIComponent(`/blog/${article!.documentId}`)}`);
    expect(read.body).toMatchObject({ headingSave: draft.headingSave });
    expect((await jobRows()).map((row) => row.state)).toEqual(['done', 'done']);
  });

  it('publishes once and queues one e-mail when a burst of pollers claims it together', async () => {
    const draft = await savedDraft();
    expect((await schedule(draft.documentId, { publishAt: inMinutes(10) })).status).toBe(200);
    const ran = await Promise.all(Array.from({ length: 8 }, () => runJobsAt(cms, 11)));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    const articles = await cms.strapi.documents(ARTICLE).findMany({ filters: { href: hrefOf(draft.headingSave!) } });
    expect(articles).toHaveLength(1);
    expect(await sendsOf(cms, articles[0].documentId)).toHaveLength(1);
  });

  it('keeps a draft that can no longer be published, and says why on the Draft page', async () => {
    const draft = await savedDraft();
    expect((await schedule(draft.documentId, { publishAt: inMinutes(10) })).status).toBe(200);
    // Meanwhile an article takes its title.
    await cms.strapi.documents(ARTICLE).create({ data: { ...articleData(draft.headingSave!), category: 'Coding' } });
    await runJobsAt(cms, 11);
    expect(await cms.strapi.documents(DRAFT).findOne({ documentId: draft.documentId })).not.toBeNull();
    expect(await listed(draft.documentId)).toMatchObject({
      publishAt: null,
      scheduleProblem: 'An article with this title already exists.',
    });
    // A new time clears the problem.
    expect((await unschedule(draft.documentId)).status).toBe(200);
    expect((await listed(draft.documentId)).scheduleProblem).toBeNull();
  });
});
