import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startCms, type TestCms } from './harness';
import { ownerSession, strangerSession, tampered } from './owner-session';

const DAILY = 'api::daily-view.daily-view';
const COUNTER = 'api::site-counter.site-counter';
const FLAGS = 'api::site-flag.site-flag';

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
const withCookie = (jwt: string) => cms.api().set('Cookie', `session=${jwt}`);

/** One day of the statistics answer. */
type DayCount = { day: string; count: number };

/** The UTC day `back` days before today, as the API writes it. */
const dayAgo = (back: number) => new Date(Date.now() - back * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

function expect400(response: Response, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message, details: {} } });
}
const UNAUTHORISED = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Not signed in.', details: {} } };
const FORBIDDEN = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Only the owner may do this.', details: {} } };

describe('GET /api/statistics?id={key} (owner)', () => {
  const statistics = () => asOwner().get(`/api/statistics?id=${key()}`);

  beforeEach(async () => {
    await cms.strapi.db.connection('daily_views').del();
  });

  it('answers the last 30 days oldest first, days without views as 0, never cached', async () => {
    const response = await statistics();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { today, total, days } = response.body.data;
    expect(Object.keys(response.body.data).sort()).toEqual(['days', 'today', 'total']);
    expect(days).toHaveLength(30);
    expect(days.map((row: DayCount) => row.day)).toEqual(Array.from({ length: 30 }, (_, i) => dayAgo(29 - i)));
    expect(days.every((row: DayCount) => row.count === 0 && Object.keys(row).sort().join() === 'count,day')).toBe(true);
    expect(today).toEqual({ day: dayAgo(0), count: 0 });
    expect(total).toBe((await cms.strapi.documents(COUNTER).findFirst())?.count);
  });

  it('counts each stored day in its place and leaves out days outside the window', async () => {
    for (const [back, count] of [
      [0, 4],
      [1, 7],
      [12, 2],
      [29, 9],
      [30, 100],
      [-1, 50],
    ]) {
      await cms.strapi.documents(DAILY).create({ data: { day: dayAgo(back), count } });
    }
    const { today, days } = (await statistics()).body.data;
    expect(today).toEqual({ day: dayAgo(0), count: 4 });
    const byDay = Object.fromEntries(days.map((row: DayCount) => [row.day, row.count]));
    expect(byDay[dayAgo(1)]).toBe(7);
    expect(byDay[dayAgo(12)]).toBe(2);
    // The oldest day of the window is in it; the day before it and tomorrow are not.
    expect(days[0]).toEqual({ day: dayAgo(29), count: 9 });
    expect(byDay[dayAgo(30)]).toBeUndefined();
    expect(byDay[dayAgo(-1)]).toBeUndefined();
    expect(days.reduce((sum: number, row: DayCount) => sum + row.count, 0)).toBe(4 + 7 + 2 + 9);
  });

  it("follows the readers' calls: POST /api/daily-6567 adds to today, PUT /api/m4-cxrbine to the total", async () => {
    const before = (await statistics()).body.data;
    await cms.api().post('/api/daily-6567');
    await cms.api().post('/api/daily-6567');
    const visit = await cms.api().put('/api/m4-cxrbine');
    const after = (await statistics()).body.data;
    expect(after.today).toEqual({ day: dayAgo(0), count: before.today.count + 2 });
    expect(after.days.at(-1)).toEqual(after.today);
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(visit.body.data.count);
  });

  it('answers a total of 0 before the counter exists', async () => {
    const rows = await cms.strapi.db.connection('site_counters').select('*');
    await cms.strapi.db.connection('site_counters').del();
    try {
      expect((await statistics()).body.data.total).toBe(0);
    } finally {
      await cms.strapi.db.connection('site_counters').insert(rows);
    }
  });
});

describe('PUT /api/monitor?id={key} (owner)', () => {
  const put = (body: unknown) =>
    asOwner()
      .put(`/api/monitor?id=${key()}`)
      .send(body as object);
  const publicMonitor = async () => (await cms.api().get('/api/monitor')).body.data.monitor;
  const publicBlock = async () => (await cms.api().get('/api/bufycg')).body.data.block;

  beforeEach(async () => {
    await cms.strapi.db.connection('site_flags').update({ monitor: false, block: 'none' });
  });

  it('turns the monitor on and off; GET /api/monitor agrees; never cached', async () => {
    const on = await put({ monitor: true, monitorId: 'abc' });
    expect(on.status).toBe(200);
    expect(on.headers['cache-control']).toBe('private, no-store');
    expect(on.body).toEqual({ data: { monitor: true } });
    expect(await publicMonitor()).toBe(true);
    const off = await put({ monitor: false });
    expect(off.body).toEqual({ data: { monitor: false } });
    expect(await publicMonitor()).toBe(false);
  });

  it('changes only the monitor, on the one flags row shared with the block switch', async () => {
    expect((await asOwner().post('/api/bufycg').send({ r: 'red' })).body).toEqual({ data: { block: 'global' } });
    await put({ monitor: true });
    expect(await publicBlock()).toBe('global');
    await asOwner().post('/api/bufycg').send({ r: 'green' });
    expect(await publicMonitor()).toBe(true);
    expect(await publicBlock()).toBe('none');
    const [{ n }] = await cms.strapi.db.connection('site_flags').count({ n: '*' });
    expect(Number(n)).toBe(1);
  });

  it('makes the flags row when an unseeded database has none, the block at its default', async () => {
    const rows = await cms.strapi.db.connection('site_flags').select('*');
    await cms.strapi.db.connection('site_flags').del();
    try {
      expect((await put({ monitor: true })).body).toEqual({ data: { monitor: true } });
      expect(await cms.strapi.documents(FLAGS).findFirst()).toMatchObject({ block: 'none', monitor: true });
    } finally {
      await cms.strapi.db.connection('site_flags').del();
      await cms.strapi.db.connection('site_flags').insert(rows);
    }
  });

  it('answers 400 with the reason for a missing or non-boolean monitor, and changes nothing', async () => {
    expect400(await put({}), 'monitor: is required (true or false)');
    expect400(await put({ monitorId: 'x' }), 'monitor: is required (true or false)');
    for (const monitor of ['true', 1, 0, null, 'on', [true], {}]) expect400(await put({ monitor }), 'monitor: must be true or false');
    expect400(await put([true]), 'the body must be a JSON object');
    expect(await publicMonitor()).toBe(false);
  });
});

describe('the owner routes refuse anyone else, and change nothing', () => {
  const ROUTES = [
    {
      name: 'GET /api/statistics',
      call: (agent: ReturnType<TestCms['api']>, id: string | null) => agent.get(`/api/statistics${id === null ? '' : `?id=${id}`}`),
    },
    {
      name: 'PUT /api/monitor',
      call: (agent: ReturnType<TestCms['api']>, id: string | null) =>
        agent.put(`/api/monitor${id === null ? '' : `?id=${id}`}`).send({ monitor: true }),
    },
  ];
  const monitor = async () => (await cms.strapi.documents(FLAGS).findFirst())?.monitor;

  beforeEach(async () => {
    await cms.strapi.db.connection('site_flags').update({ monitor: false });
  });

  for (const route of ROUTES) {
    it(`${route.name}: 401 without the owner's cookie`, async () => {
      for (const agent of [
        cms.api(),
        withCookie(tampered(ownerJwt)),
        withCookie('not-a-jwt'),
        cms.api().set('Authorization', `Bearer ${ownerJwt}`),
      ]) {
        const response = await route.call(agent, key());
        expect(response.status).toBe(401);
        expect(response.body).toEqual(UNAUTHORISED);
        expect(response.body).not.toHaveProperty('data.days');
      }
      expect(await monitor()).toBe(false);
    });

    it(`${route.name}: 403 to a signed-in user who is not the owner`, async () => {
      const response = await route.call(withCookie(strangerJwt), key());
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
      expect(await monitor()).toBe(false);
    });

    it(`${route.name}: 400 for a missing or wrong site key, even to the owner`, async () => {
      expect400(await route.call(asOwner(), null), 'id: the site key is required (?id={key})');
      expect400(await route.call(asOwner(), 'wrong-key'), 'id: unknown site key');
      expect(await monitor()).toBe(false);
    });
  }
});
