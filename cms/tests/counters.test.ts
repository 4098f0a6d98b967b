import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { stored } from '../src/lib/stored';
import { ownerSession, strangerSession, tampered } from './owner-session';

const COUNTER = 'api::site-counter.site-counter';
const DAILY = 'api::daily-view.daily-view';
const FLAGS = 'api::site-flag.site-flag';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

const visit = () => cms.api().put('/api/m4-cxrbine');
const view = () => cms.api().post('/api/daily-6567');
const storedTotal = async () => stored((await cms.strapi.documents(COUNTER).findFirst())?.count, 'site count');
const findDay = (day: string) => cms.strapi.documents(DAILY).findFirst({ filters: { day } });
const storedDay = async (day: string) => stored(await findDay(day), `daily view of ${day}`);
const rows = async (table: string, where: Record<string, unknown> = {}) => {
  const [{ n }] = await cms.strapi.db.connection(table).where(where).count({ n: '*' });
  return Number(n);
};

/** One reader: every request from the same client address. */
const reader = () => {
  const agent = cms.api();
  return { visit: () => agent.put('/api/m4-cxrbine'), view: () => agent.post('/api/daily-6567') };
};
const today = () => new Date().toISOString().slice(0, 10);

/** Answers to concurrent calls must be distinct consecutive totals: no count lost, none doubled. */
function expectConsecutive(counts: number[], after: number) {
  expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: counts.length }, (_, i) => after + i + 1));
}

describe('GET /api/bufycg and GET /api/monitor (site flags)', () => {
  it('answer the seeded switches, never cached', async () => {
    const block = await cms.api().get('/api/bufycg');
    expect(block.status).toBe(200);
    expect(block.body).toEqual({ data: { block: 'none' } });
    expect(block.headers['cache-control']).toBe('no-store');
    const monitor = await cms.api().get('/api/monitor');
    expect(monitor.status).toBe(200);
    expect(monitor.body).toEqual({ data: { monitor: false } });
    expect(monitor.headers['cache-control']).toBe('no-store');
  });

  it('show what the owner set', async () => {
    const { documentId } = stored(await cms.strapi.documents(FLAGS).findFirst(), 'site flags');
    const set = (data: { block: 'none' | 'global' | 'partial'; monitor: boolean }) =>
      cms.strapi.documents(FLAGS).update({ documentId, data });
    try {
      await set({ block: 'global', monitor: true });
      expect((await cms.api().get('/api/bufycg')).body).toEqual({ data: { block: 'global' } });
      expect((await cms.api().get('/api/monitor')).body).toEqual({ data: { monitor: true } });
      await set({ block: 'partial', monitor: false });
      expect((await cms.api().get('/api/bufycg')).body).toEqual({ data: { block: 'partial' } });
      expect((await cms.api().get('/api/monitor')).body).toEqual({ data: { monitor: false } });
    } finally {
      await set({ block: 'none', monitor: false });
    }
  });

  it('have no public REST of their own', async () => {
    expect((await cms.api().get('/api/site-flag')).status).toBe(404);
    // Writes to any unknown /api path meet Strapi's catch-all GET route: 405, and nothing changes.
    expect(
      (
        await cms
          .api()
          .put('/api/site-flag')
          .send({ data: { block: 'global' } })
      ).status,
    ).toBe(405);
    expect((await cms.api().get('/api/bufycg')).body).toEqual({ data: { block: 'none' } });
  });
});

describe('PUT /api/m4-cxrbine (whole-site view counter)', () => {
  it('adds one per visit and answers the new total', async () => {
    const before = await storedTotal();
    const response = await visit();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { count: before + 1 } });
    expect(await storedTotal()).toBe(before + 1);
  });

  it('ignores a count sent by the client', async () => {
    const before = await storedTotal();
    const response = await cms
      .api()
      .put('/api/m4-cxrbine')
      .send({ count: 999999, data: { count: 5 } });
    expect(response.body).toEqual({ data: { count: before + 1 } });
  });

  it('never fails on a junk body: a body that is not JSON is 415, malformed JSON 400, and neither counts', async () => {
    const before = await storedTotal();
    expect((await cms.api().put('/api/m4-cxrbine').set('Content-Type', 'text/plain').send('count=7')).status).toBe(415);
    expect((await cms.api().put('/api/m4-cxrbine').type('form').send('count=7')).status).toBe(415);
    expect(
      (
        await cms
          .api()
          .put('/api/m4-cxrbine')
          .set('Content-Type', 'application/octet-stream')
          .send(Buffer.from([0, 255]))
      ).status,
    ).toBe(415);
    const malformed = await cms.api().put('/api/m4-cxrbine').set('Content-Type', 'application/json').send('{"count":');
    expect(malformed.status).toBe(400);
    expect(await storedTotal()).toBe(before);
  });

  it('counts 50 concurrent visits exactly', async () => {
    const before = await storedTotal();
    const responses = await Promise.all(Array.from({ length: 50 }, () => visit()));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expectConsecutive(
      responses.map((r) => r.body.data.count),
      before,
    );
    expect(await storedTotal()).toBe(before + 50);
  });

  it('makes its row once when it is missing, even under concurrent first visits', async () => {
    const { documentId } = stored(await cms.strapi.documents(COUNTER).findFirst(), 'site counter');
    await cms.strapi.documents(COUNTER).delete({ documentId });
    expect(await rows('site_counters')).toBe(0);
    const responses = await Promise.all(Array.from({ length: 50 }, () => visit()));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    // A new row starts at the spec's default (1), as the seeded one does.
    expectConsecutive(
      responses.map((r) => r.body.data.count),
      1,
    );
    expect(await rows('site_counters')).toBe(1);
    expect(await storedTotal()).toBe(51);
  });
});

describe('POST /api/daily-6567 (daily views)', () => {
  it("counts today's views (UTC) and answers the day and its total", async () => {
    const response = await view();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { day: new Date().toISOString().slice(0, 10), count: 1 } });
    // The row is one Strapi itself would have written.
    const stored = await storedDay(response.body.data.day);
    expect(stored).toMatchObject({ count: 1, documentId: expect.stringMatching(/^[a-z0-9]{24}$/), publishedAt: expect.anything() });
  });

  it('ignores a day and count sent by the client', async () => {
    const response = await cms.api().post('/api/daily-6567').send({ day: '2000-01-01', count: 999 });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ day: new Date().toISOString().slice(0, 10), count: 2 });
    expect(await rows('daily_views', { day: '2000-01-01' })).toBe(0);
  });

  it('counts 50 concurrent views exactly', async () => {
    const { day, count: before } = (await view()).body.data;
    const responses = await Promise.all(Array.from({ length: 50 }, () => view()));
    expect(responses.every((r) => r.status === 200 && r.body.data.day === day)).toBe(true);
    expectConsecutive(
      responses.map((r) => r.body.data.count),
      before,
    );
    const stored = await storedDay(day);
    expect(stored.count).toBe(before + 50);
    // The raw update stamps updatedAt in the format Strapi reads back.
    expect(Math.abs(Date.parse(stored.updatedAt as unknown as string) - Date.now())).toBeLessThan(60_000);
  });

  it("makes the day's row once, even under concurrent first views", async () => {
    const day = new Date().toISOString().slice(0, 10);
    await cms.strapi.documents(DAILY).delete({ documentId: (await storedDay(day)).documentId });
    const responses = await Promise.all(Array.from({ length: 50 }, () => view()));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expectConsecutive(
      responses.map((r) => r.body.data.count),
      0,
    );
    expect(await rows('daily_views', { day })).toBe(1);
    expect((await storedDay(day)).count).toBe(50);
  });

  it('have no public REST of their own', async () => {
    expect((await cms.api().get('/api/daily-views')).status).toBe(404);
    expect((await cms.api().get('/api/site-counter')).status).toBe(404);
  });
});

describe('one reader counts once a day on each counter (issue 14, item 11)', () => {
  it('answers a repeat visit with the total as it stands, without counting it', async () => {
    const { visit: again } = reader();
    const first = await again();
    expect(first.status).toBe(200);
    const total = first.body.data.count;
    const repeat = await again();
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ data: { count: total } });
    expect(await storedTotal()).toBe(total);
  });

  it("answers a repeat view with today's count as it stands, without counting it", async () => {
    const { view: again } = reader();
    const first = await again();
    const repeat = await again();
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ data: { day: today(), count: first.body.data.count } });
    expect((await storedDay(today())).count).toBe(first.body.data.count);
  });

  it('counts a burst of 50 concurrent identical requests once', async () => {
    const one = reader();
    const [total, day] = [await storedTotal(), (await findDay(today()))?.count ?? 0];
    const visits = await Promise.all(Array.from({ length: 50 }, () => one.visit()));
    const views = await Promise.all(Array.from({ length: 50 }, () => one.view()));
    expect([...visits, ...views].every((r) => r.status === 200)).toBe(true);
    expect(await storedTotal()).toBe(total + 1);
    expect((await storedDay(today())).count).toBe(day + 1);
  });

  it('keeps a keyed hash of the address and the day, never the address', async () => {
    const address = '203.0.113.77';
    const before = await rows('view_marks');
    await cms.api().set('X-Forwarded-For', address).put('/api/m4-cxrbine');
    const counted = await cms.strapi.db.connection('view_marks').select('*');
    expect(counted).toHaveLength(before + 1);
    expect(JSON.stringify(counted)).not.toContain(address);
    expect(counted.every((row) => /^[A-Za-z0-9_-]{43}$/.test(row.mark))).toBe(true);
  });

  it('refuses a client beyond the rate limit (1,000 in 10 minutes) with 429', async () => {
    const one = reader();
    const answers = [];
    for (let i = 0; i < 1001; i += 1) answers.push((await one.visit()).status);
    expect(answers.slice(0, 1000).every((status) => status === 200)).toBe(true);
    expect(answers[1000]).toBe(429);
  }, 120_000);

  it('sweeps the rows of past days: they can no longer matter', async () => {
    const old = { mark: 'A'.repeat(43), day: '2000-01-01' };
    await view();
    await cms.strapi.db.connection('view_marks').insert(old);
    await cms.restart();
    await view();
    await expect.poll(() => rows('view_marks', { day: old.day })).toBe(0);
  }, 120_000);
});

describe("the owner's own views are not counted (issue 17)", () => {
  it('answers the signed-in owner as usual, counting neither the visit nor the view', async () => {
    const jwt = await ownerSession(cms);
    const owner = cms.api().set('Cookie', `session=${jwt}`);
    await view();
    const [total, day] = [await storedTotal(), Number((await storedDay(today())).count)];
    const visited = await owner.put('/api/m4-cxrbine');
    expect(visited.status).toBe(200);
    expect(visited.body).toEqual({ data: { count: total } });
    const viewed = await owner.post('/api/daily-6567');
    expect(viewed.status).toBe(200);
    expect(viewed.body).toEqual({ data: { day: today(), count: day } });
    expect(await storedTotal()).toBe(total);
    expect((await storedDay(today())).count).toBe(day);
  });

  it('counts anyone whose cookie is not a valid owner session: a forged one, a signed-out one, a non-owner', async () => {
    const owner = await ownerSession(cms);
    const stranger = await strangerSession(cms, 'counted_user');
    for (const cookie of [`session=${tampered(owner)}`, 'session=owner', `session=${stranger}`]) {
      const [total, day] = [await storedTotal(), Number((await storedDay(today())).count)];
      const agent = cms.api().set('Cookie', cookie);
      expect((await agent.put('/api/m4-cxrbine')).body).toEqual({ data: { count: total + 1 } });
      expect((await agent.post('/api/daily-6567')).body).toEqual({ data: { day: today(), count: day + 1 } });
    }
  });
});
