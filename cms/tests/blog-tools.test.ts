import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCms, type TestCms } from './harness';
import { announceNow } from './due-jobs-kit';
import { serviceOf } from '../src/lib/services';
import { CONTENT_VERSION_TABLE } from '../src/lib/content-version';

/**
 * The Blog page in Strapi's admin (cms-plugins/blog-tools): its admin routes
 * answer a super admin's admin session only, refuse everyone else before
 * anything changes, and each action does what the site's own services do.
 */
const PREFIX = '/blog-tools';
const FAILURES = 'api::sign-in-failure.sign-in-failure';
const SUBSCRIBER = 'api::subscriber.subscriber';
const SENDS = 'api::newsletter-send.newsletter-send';
const ARTICLE = 'api::article.article';
/** newsletter-send's MAX_FAILURES_IN_A_ROW (its module loads Strapi's ES build, which a test cannot import). */
const MAX_FAILURES_IN_A_ROW = 10;
const EDITOR = { email: 'editor@example.com', password: 'Editor-Pass-2026' };

let cms: TestCms;
let owner: string;
let editor: string;

const login = async (email: string, password: string) => {
  const response = await cms.api().post('/admin/login').send({ email, password });
  expect(response.status).toBe(200);
  return String(response.body.data.token);
};

beforeAll(async () => {
  cms = await startCms({ PUBLIC_URL: 'https://blog.example' });
  owner = await login(cms.env.OWNER_EMAIL, cms.env.OWNER_PASSWORD);
  // An admin of Strapi's Editor role: signed in to the admin, not a super admin.
  const role = await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  await cms.strapi
    .service('admin::user')
    .create({ firstname: 'Eddie', lastname: 'Editor', ...EDITOR, isActive: true, registrationToken: null, roles: [role.id] });
  editor = await login(EDITOR.email, EDITOR.password);
});
afterAll(() => cms?.stop());
afterEach(() => {
  vi.restoreAllMocks();
});

type Method = 'get' | 'post' | 'put' | 'delete';
const call = (method: Method, url: string, token?: string) => {
  const request = cms.api()[method](url);
  return token ? request.set('Authorization', `Bearer ${token}`) : request;
};
const asOwner = (method: Method, url: string) => call(method, `${PREFIX}${url}`, owner);

const db = () => cms.strapi.db.connection;
const mail = () => cms.strapi.plugin('email').service('email');

async function addSubscriber(email: string, confirmed = true) {
  return cms.strapi.db.query(SUBSCRIBER).create({ data: { email, token: `t${Math.random().toString(36).slice(2)}`, confirmed } });
}

/** Locks `key` as five failed sign-ins would (the first four are free). */
async function lockOut(key: string) {
  const failures = serviceOf(cms.strapi, FAILURES);
  for (let i = 0; i < 5; i += 1) await failures.failed(await failures.reserve([key]), '203.0.113.200', 'test');
}

/** Everything a Blog page action could change. */
async function everything() {
  const rows = async (table: string) => JSON.stringify(await db()(table).select().orderBy('id'));
  return {
    failures: await rows('sign_in_failures'),
    subscribers: await rows('subscribers'),
    sends: await rows('newsletter_sends'),
    flags: await serviceOf(cms.strapi, 'api::site-flag.site-flag').current(),
    version: (await db()(CONTENT_VERSION_TABLE).first('token')).token,
    backups: fs.existsSync(path.join(cms.env.DATA_DIR, 'backups')) ? fs.readdirSync(path.join(cms.env.DATA_DIR, 'backups')) : [],
  };
}

describe('who may use the Blog page', () => {
  it('has its routes under /blog-tools, every one behind the super-admin check', () => {
    const router = cms.strapi.plugin('blog-tools').routes as unknown as Record<
      string,
      { routes: { path: string; config: { policies: string[] } }[] }
    >;
    const routes = Object.values(router).flatMap((r) => r.routes);
    expect(routes).toHaveLength(13);
    for (const route of routes) expect(route.config.policies).toEqual(['admin::isAuthenticatedAdmin', 'plugin::blog-tools.is-super-admin']);
  });

  it('answers 401 without an admin token and 403 to an admin who is not a super admin, and changes nothing', async () => {
    await lockOut('ip:203.0.113.7');
    const subscriber = await addSubscriber('kept.reader@example.com');
    const article = await cms.strapi.documents(ARTICLE).findFirst({ fields: ['headingSave'] });
    await announceNow(cms, article!.documentId);
    const send = await cms.strapi.documents(SENDS).findFirst({});
    const before = await everything();

    const router = cms.strapi.plugin('blog-tools').routes as unknown as Record<string, { routes: { method: string; path: string }[] }>;
    const bodies: Record<string, object> = {
      'POST /lockouts/lift': { key: 'ip:203.0.113.7' },
      'PUT /switches': { offline: true, monitor: true },
    };
    const mailed = vi.spyOn(mail(), 'send');
    for (const { method, path: routePath } of Object.values(router).flatMap((r) => r.routes)) {
      const url = PREFIX + routePath.replace(':id', routePath.startsWith('/subscribers') ? subscriber.documentId : send!.documentId);
      const name = `${method} ${routePath}`;
      const verb = method.toLowerCase() as Method;
      const anonymous = await call(verb, url).send(bodies[name] ?? {});
      expect(anonymous.status, name).toBe(401);
      const notSuper = await call(verb, url, editor).send(bodies[name] ?? {});
      expect(notSuper.status, name).toBe(403);
      expect(notSuper.body.error, name).toMatchObject({ name: 'PolicyError', message: 'Only a super admin may use the Blog page.' });
      // A made-up token is no better than none.
      expect((await call(verb, url, 'not.a.token').send(bodies[name] ?? {})).status, name).toBe(401);
    }
    expect(mailed).not.toHaveBeenCalled();
    expect(await everything()).toEqual(before);
    await db()('sign_in_failures').del();
  });

  it('admits the super admin the demo made from the owner', async () => {
    const response = await asOwner('get', '/switches');
    expect(response.status).toBe(200);
  });

  it("admits a super admin's admin API token only when it was given the Blog page's permission", async () => {
    const superAdmin = await cms.strapi.db.query('admin::user').findOne({ where: { email: cms.env.OWNER_EMAIL }, populate: ['roles'] });
    const tokenWith = async (name: string, action: string) =>
      String(
        (
          await cms.strapi
            .service('admin::api-token-admin')
            .create({ kind: 'admin', name, description: '', lifespan: null, adminPermissions: [{ action, subject: null }] }, superAdmin)
        ).accessKey,
      );
    const other = await tokenWith('users only', 'admin::users.read');
    const refused = await call('put', `${PREFIX}/switches`, other).send({ monitor: true });
    expect(refused.status).toBe(403);
    expect((await asOwner('get', '/switches')).body.data.monitor).toBe(false);
    const blog = await tokenWith('blog page', 'plugin::blog-tools.use');
    expect((await call('get', `${PREFIX}/switches`, blog)).status).toBe(200);
  });
});

describe('sign-in lockouts', () => {
  it('lists each key with its kind, count and wait, locked keys first', async () => {
    await db()('sign_in_failures').del();
    await lockOut('ip:203.0.113.8');
    await lockOut('account:owner');
    const failures = serviceOf(cms.strapi, FAILURES);
    await failures.failed(await failures.reserve(['device:abc123']), '203.0.113.200', 'test');

    const response = await asOwner('get', '/lockouts');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const byKey = Object.fromEntries(response.body.data.map((row: { key: string }) => [row.key, row]));
    expect(byKey['ip:203.0.113.8']).toMatchObject({ kind: 'address', count: 5, nextWaitSeconds: 1200 });
    expect(byKey['ip:203.0.113.8'].waitSeconds).toBeGreaterThan(590);
    expect(byKey['ip:203.0.113.8'].waitSeconds).toBeLessThanOrEqual(600);
    expect(byKey['ip:203.0.113.8'].lockedUntil).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byKey['account:owner']).toMatchObject({ kind: 'account', count: 5 });
    expect(byKey['device:abc123']).toMatchObject({ kind: 'device', count: 1, waitSeconds: 0, lockedUntil: null, nextWaitSeconds: 0 });
    expect(response.body.data.at(-1).key).toBe('device:abc123');
    expect(response.body.meta.pagination).toMatchObject({ page: 1, total: 3 });
  });

  it('lifts one lockout: the key may sign in again at once; the others stay locked', async () => {
    const info = vi.spyOn(cms.strapi.log, 'info');
    const response = await asOwner('post', '/lockouts/lift').send({ key: 'ip:203.0.113.8' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ key: 'ip:203.0.113.8', lifted: true });
    const failures = serviceOf(cms.strapi, FAILURES);
    expect(await failures.lockedFor(['ip:203.0.113.8'])).toBe(0);
    expect(await failures.lockedFor(['account:owner'])).toBeGreaterThan(0);
    expect(await db()('sign_in_failures').where({ key: 'ip:203.0.113.8' }).first()).toBeUndefined();
    expect(info.mock.calls.map(([line]) => String(line))).toContain(
      `Blog page: ${cms.env.OWNER_EMAIL} lifted the lockout of {"key":"ip:203.0.113.8"}: 200`,
    );
  });

  it('refuses an unknown key (404), a bad body (400) and a body that is not JSON (415)', async () => {
    const info = vi.spyOn(cms.strapi.log, 'info');
    expect((await asOwner('post', '/lockouts/lift').send({ key: 'ip:198.51.100.1' })).body.error).toMatchObject({
      status: 404,
      message: 'No failed sign-ins are recorded for this key.',
    });
    expect((await asOwner('post', '/lockouts/lift').send({ key: 5 })).body.error).toMatchObject({
      status: 400,
      message: 'key: must be text',
    });
    expect(info.mock.calls.map(([line]) => String(line))).toContain(
      `Blog page: ${cms.env.OWNER_EMAIL} lifted the lockout of {"key":5}: refused (key: must be text)`,
    );
    expect((await asOwner('post', '/lockouts/lift').send({})).status).toBe(400);
    expect((await asOwner('post', '/lockouts/lift').send({ key: 'x'.repeat(256) })).status).toBe(400);
    const form = await asOwner('post', '/lockouts/lift').type('form').send('key=account:owner');
    expect(form.status).toBe(415);
    expect(await serviceOf(cms.strapi, FAILURES).lockedFor(['account:owner'])).toBeGreaterThan(0);
    expect((await asOwner('get', '/lockouts?pageSize=1000')).status).toBe(400);
  });
});

describe('subscribers', () => {
  it('counts them, confirmed and pending, the latest first', async () => {
    await db()('subscribers').del();
    await addSubscriber('first.reader@example.com');
    await addSubscriber('waiting.reader@example.com', false);
    await addSubscriber('+tagged@example.com');
    const response = await asOwner('get', '/subscribers');
    expect(response.status).toBe(200);
    expect(response.body.meta).toMatchObject({ confirmed: 2, pending: 1, pagination: { total: 3, page: 1 } });
    expect(response.body.data.map((row: { email: string }) => row.email)).toEqual([
      '+tagged@example.com',
      'waiting.reader@example.com',
      'first.reader@example.com',
    ]);
    expect(response.body.data[1]).toMatchObject({ confirmed: false, id: expect.stringMatching(/^[a-z0-9]{24}$/) });
    // The token of the unsubscribe link is never shown.
    expect(JSON.stringify(response.body)).not.toContain('"token"');
  });

  it('exports them as CSV: one line each, a formula-like address made text', async () => {
    const response = await asOwner('get', '/subscribers/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.text.split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at');
    expect(lines.slice(1, 4).map((line) => line.split(',').slice(0, 2))).toEqual([
      ['first.reader@example.com', 'confirmed'],
      ['waiting.reader@example.com', 'pending'],
      ["'+tagged@example.com", 'confirmed'],
    ]);
    expect(lines[1].split(',')[2]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(lines[4]).toBe('');
  });

  it('removes one subscriber; an unknown or malformed id changes nothing', async () => {
    const waiting = await cms.strapi.db.query(SUBSCRIBER).findOne({ where: { email: 'waiting.reader@example.com' } });
    const response = await asOwner('delete', `/subscribers/${waiting.documentId}`);
    expect(response.status).toBe(204);
    expect(await cms.strapi.db.query(SUBSCRIBER).count({})).toBe(2);
    expect(await cms.strapi.db.query(SUBSCRIBER).findOne({ where: { email: 'waiting.reader@example.com' } })).toBeNull();
    expect((await asOwner('delete', `/subscribers/${waiting.documentId}`)).status).toBe(404);
    expect((await asOwner('delete', '/subscribers/not-an-id!')).status).toBe(400);
    expect(await cms.strapi.db.query(SUBSCRIBER).count({})).toBe(2);
  });
});

describe('the newsletter log', () => {
  const FAILING = 'bounced.reader@example.com';

  it('records each send: its article, time, recipients and each failed delivery', async () => {
    await db()('subscribers').del();
    await db()('newsletter_sends').del();
    for (const email of ['one.reader@example.com', FAILING, 'two.reader@example.com']) await addSubscriber(email);
    await addSubscriber('pending.reader@example.com', false);
    vi.spyOn(mail(), 'send').mockImplementation(async (...args: unknown[]) => {
      if ((args[0] as { to: string }).to === FAILING) throw new Error('550 No such mailbox');
    });
    const article = (await cms.strapi.documents(ARTICLE).findFirst({ fields: ['headingSave'] }))!;
    expect(await announceNow(cms, article.documentId)).toMatchObject({ sent: 2, failed: 1 });

    const response = await asOwner('get', '/newsletters');
    expect(response.status).toBe(200);
    expect(response.body.meta.pagination.total).toBe(1);
    const [send] = response.body.data;
    const failing = await cms.strapi.db.query(SUBSCRIBER).findOne({ where: { email: FAILING } });
    expect(send).toMatchObject({
      article: article.documentId,
      title: article.headingSave,
      recipients: 3,
      sent: 2,
      failed: 1,
      busy: false,
      resentAt: null,
      failures: [{ subscriber: failing.id, email: FAILING, reason: '550 No such mailbox' }],
    });
    expect(Date.parse(send.finishedAt)).toBeGreaterThanOrEqual(Date.parse(send.startedAt));
    // The log has no REST of its own.
    expect((await cms.api().get('/api/newsletter-sends')).status).toBe(404);
  });

  it('resends to the failed recipients only; then there is nothing left to resend', async () => {
    const send = vi.spyOn(mail(), 'send').mockResolvedValue(undefined);
    const [logged] = (await asOwner('get', '/newsletters')).body.data;
    const response = await asOwner('post', `/newsletters/${logged.id}/resend`);
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({ to: FAILING, subject: logged.title });
    expect(response.body.meta).toEqual({ resent: 1, failed: 0 });
    expect(response.body.data).toMatchObject({ id: logged.id, recipients: 3, sent: 3, failed: 0, failures: [], busy: false });
    expect(response.body.data.resentAt).not.toBeNull();

    const again = await asOwner('post', `/newsletters/${logged.id}/resend`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Every recipient of this newsletter got it: there is nothing to resend.');
    expect(send).toHaveBeenCalledTimes(1);
    expect((await asOwner('post', '/newsletters/abcdefghijklmnopqrstuvwx/resend')).status).toBe(404);
  });

  it('after 10 failures in a row records the rest as not tried, and a resend reaches them; one run at a time', async () => {
    await db()('subscribers').del();
    await db()('newsletter_sends').del();
    for (let i = 0; i < MAX_FAILURES_IN_A_ROW + 2; i += 1) await addSubscriber(`reader${i}@example.com`);
    const down = vi.spyOn(mail(), 'send').mockRejectedValue(new Error('connect ECONNREFUSED'));
    const article = (await cms.strapi.documents(ARTICLE).findFirst({ fields: ['headingSave'] }))!;
    await announceNow(cms, article.documentId);
    expect(down).toHaveBeenCalledTimes(MAX_FAILURES_IN_A_ROW);
    const [logged] = (await asOwner('get', '/newsletters')).body.data;
    expect(logged).toMatchObject({ recipients: 12, sent: 0, failed: 12 });
    expect(logged.failures.at(-1).reason).toBe('not tried: the run stopped after 10 failures in a row');

    // A run under way (another resend, here made up) holds the send.
    await db()('newsletter_sends').update({ busy_since: new Date() });
    const busy = await asOwner('post', `/newsletters/${logged.id}/resend`);
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe('This newsletter is being sent right now; try again when it has finished.');
    await db()('newsletter_sends').update({ busy_since: null });

    // One reader left meanwhile: dropped, not mailed.
    await cms.strapi.db.query(SUBSCRIBER).delete({ where: { email: 'reader0@example.com' } });
    down.mockResolvedValue(undefined);
    down.mockClear();
    const resent = await asOwner('post', `/newsletters/${logged.id}/resend`);
    expect(resent.status).toBe(200);
    expect(down).toHaveBeenCalledTimes(11);
    expect(resent.body.data).toMatchObject({ sent: 11, failed: 0 });
  });
});

describe('the site switches', () => {
  it('takes the blog offline and back, and turns the monitor on, as the Cursor page does; readers see it', async () => {
    const version = async () => (await db()(CONTENT_VERSION_TABLE).first('token')).token;
    const shown = await asOwner('get', '/switches');
    expect(shown.body.data).toEqual({ offline: false, block: 'none', monitor: false, cursorPage: 'https://blog.example/dashboard/cursor' });

    const before = await version();
    const offline = await asOwner('put', '/switches').send({ offline: true });
    expect(offline.status).toBe(200);
    expect(offline.body.data).toMatchObject({ offline: true, block: 'global', monitor: false });
    expect((await cms.api().get('/api/bufycg')).body.data).toEqual({ block: 'global' });
    expect(await version()).not.toBe(before);

    const monitor = await asOwner('put', '/switches').send({ offline: false, monitor: true });
    expect(monitor.body.data).toMatchObject({ offline: false, block: 'none', monitor: true });
    expect((await cms.api().get('/api/bufycg')).body.data).toEqual({ block: 'none' });
    expect((await cms.api().get('/api/monitor')).body.data).toEqual({ monitor: true });
    await asOwner('put', '/switches').send({ monitor: false });
  });

  it('refuses a body that names no switch or a value that is not true or false', async () => {
    expect((await asOwner('put', '/switches').send({})).body.error).toMatchObject({
      status: 400,
      message: 'name a switch to set: offline, monitor or both (true or false)',
    });
    expect((await asOwner('put', '/switches').send({ offline: 'yes' })).body.error.message).toBe('offline: must be true or false');
    expect((await asOwner('put', '/switches').type('form').send('offline=true')).status).toBe(415);
    expect((await asOwner('get', '/switches')).body.data).toMatchObject({ offline: false, monitor: false });
  });
});

describe('refresh reader pages', () => {
  it('moves the content version, so every web server renders its pages afresh', async () => {
    const shown = await asOwner('get', '/reader-pages');
    expect(shown.status).toBe(200);
    expect(shown.body.data.token).toMatch(/^[0-9a-f-]{36}$/);
    const response = await asOwner('post', '/reader-pages/refresh');
    expect(response.status).toBe(200);
    expect(response.body.data.token).not.toBe(shown.body.data.token);
    expect((await db()(CONTENT_VERSION_TABLE).first('token')).token).toBe(response.body.data.token);
    expect(Date.parse(response.body.data.changedAt)).toBeGreaterThanOrEqual(Date.parse(shown.body.data.changedAt));
  });
});

describe('backups', () => {
  const backupsDir = () => path.join(cms.env.DATA_DIR, 'backups');
  const database = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

  it('makes the backup `npm run backup` makes, in DATA_DIR/backups, and lists it with its size and time', async () => {
    expect((await asOwner('get', '/backups')).body.data).toEqual([]);
    const response = await asOwner('post', '/backups');
    expect(response.status).toBe(201);
    const made = response.body.data;
    expect(made).toMatchObject({ name: expect.stringMatching(/^blog-\d{4}-/), database });
    expect(made.bytes).toBeGreaterThan(1000);
    const folder = path.join(backupsDir(), made.name);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ createdAt: made.createdAt, database: { client: database }, secrets: false });
    expect(fs.statSync(path.join(folder, manifest.database.file)).size).toBeGreaterThan(0);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await asOwner('post', '/backups')).body.data;
    const listed = (await asOwner('get', '/backups')).body.data;
    expect(listed.map((backup: { name: string }) => backup.name)).toEqual([second.name, made.name]);
  });

  it('says why a backup could not be made (503), and leaves no half-made folder', async () => {
    const before = fs.readdirSync(backupsDir());
    // Without pg_dump on the PATH (PostgreSQL), or without the database file (SQLite).
    const variable = database === 'postgres' ? 'PATH' : 'DATABASE_FILENAME';
    const saved = process.env[variable];
    process.env[variable] = database === 'postgres' ? '/nonexistent' : 'missing.db';
    const error = vi.spyOn(cms.strapi.log, 'error');
    try {
      const response = await asOwner('post', '/backups');
      expect(response.status).toBe(503);
      expect(response.body.error.message).toMatch(
        database === 'postgres'
          ? /^The backup failed: pg_dump is not installed \(apt-get install postgresql-client\)$/
          : /^The backup failed: /,
      );
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Blog page: The backup failed: /));
    } finally {
      process.env[variable] = saved;
    }
    expect(fs.readdirSync(backupsDir())).toEqual(before);
  });
});
