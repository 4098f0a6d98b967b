import { createHmac } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withEnv } from './env';
import { startCms, type TestCms } from './harness';
import { jwtOf, signInForm, signInPath, solveHumanCheck, wrongSignInBody } from './owner-session';
import { serviceOf } from '../src/lib/services';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';
import { ownerOf } from '../../packages/test-kit/src/demo-owner.mjs';
import { SIGN_IN_QUESTIONS, type SignInBody } from '../../packages/test-kit/src/sign-in.mjs';
const HUMAN_CHECK = 'api::human-check.human-check';
const SESSIONS = 'api::owner-session.owner-session';
const ATTEMPTS_TABLE = 'sign_in_attempts';
const FAILURES_TABLE = 'sign_in_failures';
const SESSIONS_TABLE = 'owner_sessions';
const VISITORS_TABLE = 'visitors';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

// One account is shared by the whole file: each test starts with no failures counted.
beforeEach(async () => {
  await cms.strapi.db.connection(FAILURES_TABLE).del();
});

const answers = () => ownerOf(cms.env).answers;
const db = () => cms.strapi.db.connection;

let addressCount = 0;
/** A client at a known address (TEST-NET-3), for tests that look at that address's rows. */
function clientAt(address?: string) {
  addressCount += 1;
  const ip = address ?? `203.0.113.${addressCount}`;
  return { ip, agent: supertest.agent(cms.strapi.server.httpServer).set('X-Forwarded-For', ip) };
}

const humanToken = () => solveHumanCheck(cms);

type Agent = supertest.Agent;

const signIn = (agent: Agent, body: unknown) => agent.post(signInPath(cms)).send(body as object);
/** A failure that costs the test nothing to make: an unknown token and attempt. */
const cheapFailure = (agent: Agent) => signIn(agent, wrongSignInBody());

/** The whole Set-Cookie line of the session cookie, its attributes too. */
function sessionCookieOf(response: supertest.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((line) => line.startsWith('session='));
}

async function signedIn(): Promise<string> {
  const { agent } = clientAt();
  const response = await signIn(agent, await signInForm(cms, agent));
  expect(response.status).toBe(200);
  return jwtOf(response) as string;
}

const withCookie = (jwt: string) => cms.api().set('Cookie', `session=${jwt}`);
const failureRow = (key: string) => db()(FAILURES_TABLE).where({ key }).first();

function expectFailed(response: supertest.Response, what: string) {
  expect(response.status, what).toBe(404);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  expect(response.text, what).toBe('"404"');
  expect(response.body, what).toBe('404');
  expect(sessionCookieOf(response), what).toBeUndefined();
}

function expectLocked(response: supertest.Response, seconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds - 10);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(response.body).toEqual({
    data: null,
    error: { status: 429, name: 'RateLimitError', message: `Too many failed sign-ins: try again in ${retryAfter} seconds.`, details: {} },
  });
  expect(sessionCookieOf(response)).toBeUndefined();
}

describe('GET /api/sign-in/question', () => {
  it('answers an attempt id and one of the five questions, never cached, and remembers which', async () => {
    const response = await cms.api().get('/api/sign-in/question');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(response.body)).toEqual(['data']);
    expect(Object.keys(response.body.data).sort()).toEqual(['attempt', 'question']);
    const { attempt, question } = response.body.data;
    expect(attempt).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // The spec's wording (docs/api.md), held here apart from the list the CMS and the test kit share.
    const spec = [
      'What is your favourite weight category?',
      'What is your nickname?',
      'What is your name?',
      'Type a function.',
      'What is API?',
    ];
    expect(SIGN_IN_QUESTIONS).toEqual(spec);
    expect(spec).toContain(question);
    const row = await db()(ATTEMPTS_TABLE).where({ attempt }).first();
    expect(Number(row.question)).toBe(spec.indexOf(question));
    expect(Boolean(row.used)).toBe(false);
    const ttl = new Date(row.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    // No answer travels with it (the random id aside: 'Ro' may well turn up in one).
    const rest = response.text.replace(attempt, '');
    for (const answer of answers()) expect(rest).not.toContain(answer);
  });

  it('asks one question of every address until a sign-in is tried (drawn again then: sign-in-question.test.ts)', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add((await cms.api().get('/api/sign-in/question')).body.data.question);
    expect(seen.size).toBe(1);
  });

  it('allows 30 questions per 10 minutes from one address', async () => {
    const agent = cms.api();
    for (let i = 0; i < 30; i++) expect((await agent.get('/api/sign-in/question')).status).toBe(200);
    const refused = await agent.get('/api/sign-in/question');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await cms.api().get('/api/sign-in/question')).status).toBe(200);
  });
});

describe('POST /api/user-micro-organisms-observe-data/{key} (sign-in)', () => {
  it('signs the owner in: their name and e-mail, and an HttpOnly SameSite=Strict session cookie', async () => {
    const { agent } = clientAt();
    const response = await signIn(agent, await signInForm(cms, agent));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ data: { username: 'rowan_ellis', email: 'rowan.ellis@gmail.com' } });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Strict$/);
    // No password or token in the answer.
    expect(response.text).not.toContain(cms.env.OWNER_PASSWORD);

    const jwt = jwtOf(response) as string;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'id', 'sid']);
    expect(claims.exp - claims.iat).toBe(604800);
    const row = await db()(SESSIONS_TABLE).where({ session_id: claims.sid }).first();
    expect(row).toMatchObject({ user_id: claims.id });
    expect(Boolean(row.revoked)).toBe(false);
    const ttl = new Date(row.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(604800_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(604800_000);

    const session = await withCookie(jwt).get('/api/session');
    expect(session.status).toBe(201);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.body).toEqual({ data: { username: 'rowan_ellis', email: 'rowan.ellis@gmail.com' } });
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    await withEnv({ PUBLIC_URL: 'https://blog.example.com' }, async () => {
      const { agent } = clientAt();
      const response = await signIn(agent, await signInForm(cms, agent));
      expect(response.status).toBe(200);
      expect(sessionCookieOf(response)).toMatch(/^session=[^;]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Strict; Secure$/);
      const out = await withCookie(jwtOf(response) as string).post('/api/signout');
      expect(sessionCookieOf(out)).toBe('session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure');
    });
  });

  it('takes colours and answers in any case and spacing, and the e-mail in any case', async () => {
    const { agent } = clientAt();
    const form = await signInForm(cms, agent);
    const response = await signIn(agent, {
      ...form,
      colours: `  ${cms.env.SIGNIN_COLOURS.toUpperCase().split(' ').join('   ')} `,
      answer: `  ${form.answer.toUpperCase()}  `,
      email: toBase64(cms.env.OWNER_EMAIL.toUpperCase()),
    });
    expect(response.status).toBe(200);
  });

  it('answers 404 "404" and sets no cookie for each wrong factor, never saying which', async () => {
    const wrong: [string, (form: SignInBody) => Partial<SignInBody>][] = [
      ['colours', () => ({ colours: '#1f6f5c #f4a261 #264653 #000000' })],
      ['colours in another order', () => ({ colours: '#f4a261 #1f6f5c #264653 #e76f51' })],
      ['answer', () => ({ answer: 'Heavyweight' })],
      ['answer of another question', (form) => ({ answer: answers().find((a) => a !== form.answer) as string })],
      ['username', () => ({ admin: toBase64('rowan_elliz') })],
      ['username case', () => ({ admin: toBase64('Rowan_Ellis') })],
      ['email', () => ({ email: toBase64('rowan.ellis@yahoo.com') })],
      ['password', () => ({ pswd: toBase64('Quiet-River-2025') })],
      ['password case', () => ({ pswd: toBase64('quiet-river-2026') })],
    ];
    const bodies = new Set<string>();
    for (const [what, change] of wrong) {
      await db()(FAILURES_TABLE).del();
      const { agent } = clientAt();
      const form = await signInForm(cms, agent);
      const response = await signIn(agent, { ...form, ...change(form) });
      expectFailed(response, what);
      bodies.add(JSON.stringify([response.headers['content-type'], response.text]));
    }
    expect(bodies.size).toBe(1);
  });

  it('answers 404 for a missing, used or expired human check token', async () => {
    const { agent } = clientAt();
    const unknown = await signIn(agent, { ...(await signInForm(cms, agent)), humanCheck: 'A'.repeat(43) });
    expectFailed(unknown, 'unknown token');

    const form = await signInForm(cms, agent);
    expect(await serviceOf(cms.strapi, HUMAN_CHECK).consume(form.humanCheck)).toBe(true);
    expectFailed(await signIn(agent, form), 'used token');
  });

  it('answers 404 for an unknown, used or expired attempt', async () => {
    const { agent } = clientAt();
    expectFailed(await signIn(agent, { ...(await signInForm(cms, agent)), attempt: 'no-such-attempt-00000000' }), 'unknown attempt');

    const first = await signInForm(cms, agent);
    expect((await signIn(agent, first)).status).toBe(200);
    expectFailed(await signIn(agent, { ...first, humanCheck: await humanToken() }), 'used attempt');

    const form = await signInForm(cms, agent);
    await db()(ATTEMPTS_TABLE)
      .where({ attempt: form.attempt })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expectFailed(await signIn(agent, form), 'expired attempt');
  });

  it('spends the attempt with any failure, so each try needs a new question', async () => {
    const { agent } = clientAt();
    const form = await signInForm(cms, agent);
    expectFailed(await signIn(agent, { ...form, pswd: toBase64('wrong-password') }), 'wrong password');
    expectFailed(await signIn(agent, { ...form, humanCheck: await humanToken() }), 'attempt already spent');
  });

  it('answers 400 with a reason for a malformed body, spending nothing and counting nothing', async () => {
    const { agent, ip } = clientAt();
    const form = await signInForm(cms, agent);
    const cases: [unknown, string][] = [
      [[form], 'the body must be a JSON object'],
      [{ ...form, admin: undefined }, 'admin: is required (base64 of the username)'],
      [{ ...form, admin: '' }, 'admin: is required (base64 of the username)'],
      [{ ...form, admin: 42 }, 'admin: must be text'],
      [{ ...form, admin: 'rowan_ellis' }, 'admin: must be base64 (of UTF-8 text)'],
      [{ ...form, admin: toBase64('rowan_ellis').replace(/=+$/, '') }, 'admin: must be base64 (of UTF-8 text)'],
      [{ ...form, email: '//79' }, 'email: must be base64 (of UTF-8 text)'],
      [{ ...form, email: undefined }, 'email: is required (base64 of the e-mail address)'],
      [{ ...form, pswd: undefined }, 'pswd: is required (base64 of the password)'],
      [{ ...form, pswd: 'A'.repeat(1028) }, 'pswd: must be at most 1024 characters'],
      [{ ...form, colours: undefined }, 'colours: is required (four hex colours separated by spaces)'],
      [{ ...form, colours: ['#1f6f5c'] }, 'colours: must be text'],
      [{ ...form, answer: '' }, 'answer: is required (the answer to the question)'],
      [{ ...form, attempt: undefined }, 'attempt: is required (the attempt from GET /api/sign-in/question)'],
      [{ ...form, humanCheck: undefined }, 'humanCheck: is required (the token from POST /api/human-check)'],
      [{ ...form, humanCheck: 7 }, 'humanCheck: must be text'],
    ];
    for (const [body, message] of cases) {
      const response = await signIn(agent, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error, JSON.stringify(body)).toMatchObject({ status: 400, name: 'ValidationError', message });
    }
    expect(await failureRow(`ip:${ip}`)).toBeUndefined();
    // Token and attempt are still good.
    expect((await signIn(agent, form)).status).toBe(200);
  });

  it('is at the site key only: another key is no route', async () => {
    const { agent } = clientAt();
    const form = await signInForm(cms, agent);
    const noRoute = await agent.get('/api/no-such-route');
    for (const key of ['not-the-key', cms.env.SITE_KEY.toUpperCase(), `${cms.env.SITE_KEY}x`]) {
      const response = await agent.post(`/api/user-micro-organisms-observe-data/${key}`).send(form);
      expect(response.status, key).toBe(404);
      expect(response.body, key).toEqual(noRoute.body);
    }
    expect(noRoute.body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
    // Nothing was spent or counted.
    expect((await signIn(agent, form)).status).toBe(200);
  });

  it('reads the owner from the database, not only from OWNER_*', async () => {
    const users = cms.strapi.db.query('plugin::users-permissions.user');
    const owner = await users.findOne({ where: { username: 'rowan_ellis' } });
    await users.update({ where: { id: owner.id }, data: { username: 'rowan_renamd' } });
    try {
      const { agent } = clientAt();
      expectFailed(await signIn(agent, await signInForm(cms, agent)), 'env username, renamed in the database');
      const form = await signInForm(cms, agent);
      const response = await signIn(agent, { ...form, admin: toBase64('rowan_renamd') });
      expect(response.status).toBe(200);
      expect(response.body.data.username).toBe('rowan_renamd');
    } finally {
      await users.update({ where: { id: owner.id }, data: { username: 'rowan_ellis' } });
    }
  });
});

describe('lockout', () => {
  it('lets an address fail 4 times for free; the 5th failure locks it for 10 minutes', async () => {
    const { agent, ip } = clientAt();
    for (let i = 1; i <= 5; i++) expectFailed(await cheapFailure(agent), `failure ${i}`);
    const row = await failureRow(`ip:${ip}`);
    expect(Number(row.count)).toBe(5);

    // Locked: nothing is checked, so even the right answers (and their token) are refused, and not spent.
    const form = await signInForm(cms, agent);
    expectLocked(await signIn(agent, form), 600);
    expectLocked(await cheapFailure(agent), 600);
    expect(Number((await failureRow(`ip:${ip}`)).count)).toBe(5);
    const check = await db()('human_checks').where({ used: false }).whereNotNull('token_hash').count({ n: '*' });
    expect(Number(check[0].n)).toBeGreaterThan(0);
    // Token and attempt failures count against the address only.
    expect(await failureRow('account:owner')).toBeUndefined();
    const other = clientAt().agent;
    expect((await signIn(other, await signInForm(cms, other))).status).toBe(200);
  });

  it('counts failures per account: two addresses together pass 4', async () => {
    const a = clientAt();
    const b = clientAt();
    const wrong = async (client: { agent: Agent }) => {
      const form = await signInForm(cms, client.agent);
      expectFailed(await signIn(client.agent, { ...form, pswd: toBase64('not-the-password') }), 'wrong password');
    };
    await wrong(a);
    await wrong(b);
    await wrong(a);
    await wrong(b);
    const warn = vi.spyOn(cms.strapi.log, 'warn');
    await wrong(a);
    expect(Number((await failureRow('account:owner')).count)).toBe(5);
    expect((await failureRow(`ip:${a.ip}`)).locked_until).toBeNull();
    // The lockout is logged with its key and wait (never what was typed) and goes to the visitor log.
    const logged = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(logged.some((line) => line.includes('account:owner') && line.includes('600 s'))).toBe(true);
    expect(logged.join('\n')).not.toContain('not-the-password');
    expect(await db()(VISITORS_TABLE).where({ address: a.ip, reason: 'lockout' }).first()).toBeTruthy();

    // The account is locked for everyone, even a new address with every answer right.
    const c = clientAt();
    expectLocked(await signIn(c.agent, await signInForm(cms, c.agent)), 600);
  });

  it('doubles the wait with each further failure, up to 7 days', async () => {
    const cases: [number, number][] = [
      [5, 1200],
      [6, 2400],
      [7, 4800],
      [13, 307200],
      [14, 604800],
      [40, 604800],
    ];
    for (const [before, wait] of cases) {
      const { agent, ip } = clientAt();
      // `before` failures so far, the last wait already over.
      await cheapFailure(agent);
      await db()(FAILURES_TABLE)
        .where({ key: `ip:${ip}` })
        .update({ count: before, locked_until: new Date(Date.now() - 1000) });
      expectFailed(await cheapFailure(agent), `failure ${before + 1}`);
      const row = await failureRow(`ip:${ip}`);
      expect(Number(row.count)).toBe(before + 1);
      expectLocked(await cheapFailure(agent), wait);
    }
  });

  it('counts every one of concurrent failures', async () => {
    const { agent, ip } = clientAt();
    const responses = await Promise.all(Array.from({ length: 8 }, () => cheapFailure(agent)));
    expect(responses.every((r) => r.status === 404 || r.status === 429)).toBe(true);
    const row = await failureRow(`ip:${ip}`);
    const failed = responses.filter((r) => r.status === 404).length;
    expect(Number(row.count)).toBe(failed);
    expect(failed).toBeGreaterThanOrEqual(5);
    expectLocked(await cheapFailure(agent), 600 * 2 ** (failed - 5));
  });

  it('forgets an address that has been quiet for a day after its last failure and wait', async () => {
    const { agent, ip } = clientAt();
    await cheapFailure(agent);
    const dayAndMore = new Date(Date.now() - 25 * 3600_000);
    await db()(FAILURES_TABLE)
      .where({ key: `ip:${ip}` })
      .update({ count: 9, last_failure_at: dayAndMore, locked_until: dayAndMore });
    expectFailed(await cheapFailure(agent), 'first failure of a fresh start');
    expect(Number((await failureRow(`ip:${ip}`)).count)).toBe(1);
  });

  it('forgets the failures of the address and the account on success', async () => {
    const { agent, ip } = clientAt();
    for (let i = 0; i < 2; i++) {
      const form = await signInForm(cms, agent);
      expectFailed(await signIn(agent, { ...form, colours: '#000000 #000000 #000000 #000000' }), 'wrong colours');
    }
    expect(Number((await failureRow(`ip:${ip}`)).count)).toBe(2);
    expect(Number((await failureRow('account:owner')).count)).toBe(2);
    expect((await signIn(agent, await signInForm(cms, agent))).status).toBe(200);
    expect(await failureRow(`ip:${ip}`)).toBeUndefined();
    expect(await failureRow('account:owner')).toBeUndefined();
  });
});

describe('GET /api/session and POST /api/signout', () => {
  it('answers 401 and clears the cookie without a session', async () => {
    for (const request of [cms.api().get('/api/session'), withCookie('not-a-jwt').get('/api/session')]) {
      const response = await request;
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Not signed in.', details: {} },
      });
      expect(sessionCookieOf(response)).toBe('session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict');
    }
  });

  it('signs out: 204, the cookie cleared, and the same cookie is then refused', async () => {
    const jwt = await signedIn();
    const out = await withCookie(jwt).post('/api/signout');
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    expect(sessionCookieOf(out)).toBe('session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict');
    const sid = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')).sid;
    expect(Boolean((await db()(SESSIONS_TABLE).where({ session_id: sid }).first()).revoked)).toBe(true);
    const after = await withCookie(jwt).get('/api/session');
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Not signed in.');
    expect((await withCookie(jwt).post('/api/bufycg').send({ r: 'green' })).status).toBe(401);
  });

  it('answers 204 to a sign-out without a session, or with a bad one', async () => {
    expect((await cms.api().post('/api/signout')).status).toBe(204);
    expect((await withCookie('garbage').post('/api/signout')).status).toBe(204);
    const jwt = await signedIn();
    expect((await withCookie(jwt).post('/api/signout')).status).toBe(204);
    expect((await withCookie(jwt).post('/api/signout')).status).toBe(204);
  });

  it('ends only its own session', async () => {
    const first = await signedIn();
    const second = await signedIn();
    expect((await withCookie(first).post('/api/signout')).status).toBe(204);
    expect((await withCookie(second).get('/api/session')).status).toBe(201);
  });

  it('refuses a tampered JWT, one signed with another secret, and an expired one', async () => {
    const jwt = await signedIn();
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, id: claims.id + 1 })).toString('base64url');
    const sign = (body: object, secret: string) => {
      const part = Buffer.from(JSON.stringify(body)).toString('base64url');
      const mac = createHmac('sha256', secret).update(`${header}.${part}`).digest('base64url');
      return `${header}.${part}.${mac}`;
    };
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const bad = [
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      sign(claims, 'another-secret'),
      sign({ ...claims, iat: claims.iat - 700000, exp: claims.iat - 10 }, cms.env.JWT_SECRET),
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
    ];
    for (const token of bad) {
      expect((await withCookie(token).get('/api/session')).status, token).toBe(401);
      expect((await withCookie(token).post('/api/bufycg').send({ r: 'green' })).status, token).toBe(401);
    }
    expect((await withCookie(jwt).get('/api/session')).status).toBe(201);
  });

  it('refuses a session whose row has expired or is gone', async () => {
    const jwt = await signedIn();
    const sid = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')).sid;
    await db()(SESSIONS_TABLE)
      .where({ session_id: sid })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await withCookie(jwt).get('/api/session')).status).toBe(401);
    expect((await withCookie(jwt).post('/api/bufycg').send({ r: 'green' })).status).toBe(401);

    const other = await signedIn();
    const otherSid = JSON.parse(Buffer.from(other.split('.')[1], 'base64url').toString('utf8')).sid;
    await db()(SESSIONS_TABLE).where({ session_id: otherSid }).del();
    expect((await withCookie(other).get('/api/session')).status).toBe(401);
  });

  it('refuses the session of a blocked owner', async () => {
    const jwt = await signedIn();
    const users = cms.strapi.db.query('plugin::users-permissions.user');
    const owner = await users.findOne({ where: { username: 'rowan_ellis' } });
    await users.update({ where: { id: owner.id }, data: { blocked: true } });
    try {
      expect((await withCookie(jwt).get('/api/session')).status).toBe(401);
      expect((await withCookie(jwt).post('/api/bufycg').send({ r: 'green' })).status).toBe(401);
      const { agent } = clientAt();
      expectFailed(await signIn(agent, await signInForm(cms, agent)), 'blocked owner');
    } finally {
      await users.update({ where: { id: owner.id }, data: { blocked: false } });
    }
    expect((await withCookie(jwt).get('/api/session')).status).toBe(201);
  });

  it('never takes a Bearer token for the cookie', async () => {
    const jwt = await signedIn();
    expect((await cms.api().set('Authorization', `Bearer ${jwt}`).get('/api/session')).status).toBe(401);
    expect((await cms.api().set('Authorization', `Bearer ${jwt}`).post('/api/bufycg').send({ r: 'green' })).status).toBe(401);
  });
});

describe('the is-owner policy (POST /api/bufycg)', () => {
  let strangerJwt: string;

  beforeAll(async () => {
    // A signed-in user who is not the owner: users-permissions' Authenticated role, with a live session.
    const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    const user = await cms.strapi.plugin('users-permissions').service('user').add({
      username: 'someone_else',
      email: 'someone@example.com',
      password: 'Another-Pass-1',
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
    strangerJwt = await serviceOf(cms.strapi, SESSIONS).open(user.id);
  });

  const flip = (agent: Agent, r: unknown) => agent.post('/api/bufycg').send({ r } as object);
  const block = async () => (await cms.api().get('/api/bufycg')).body.data.block;

  it('answers 401 without a session', async () => {
    const response = await flip(cms.api(), 'red');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Not signed in.', details: {} },
    });
    expect(await block()).toBe('none');
  });

  it('answers 403 to a signed-in user who is not the owner', async () => {
    const response = await flip(withCookie(strangerJwt), 'red');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Only the owner may do this.', details: {} },
    });
    expect(await block()).toBe('none');
    // And /api/session does not call them signed in.
    expect((await withCookie(strangerJwt).get('/api/session')).status).toBe(401);
  });

  it("lets the owner flip the block: 'red' sets global, 'green' clears it", async () => {
    const jwt = await signedIn();
    const red = await flip(withCookie(jwt), 'red');
    expect(red.status).toBe(200);
    expect(red.headers['cache-control']).toBe('no-store');
    expect(red.body).toEqual({ data: { block: 'global' } });
    expect(await block()).toBe('global');
    const green = await flip(withCookie(jwt), 'green');
    expect(green.status).toBe(200);
    expect(green.body).toEqual({ data: { block: 'none' } });
    expect(await block()).toBe('none');
  });

  it('answers 400 for a bad r, after the session check', async () => {
    const jwt = await signedIn();
    const cases: [unknown, string][] = [
      [undefined, 'r: is required (green or red)'],
      ['blue', 'r: must be green or red'],
      ['RED', 'r: must be green or red'],
      [1, 'r: must be green or red'],
    ];
    for (const [r, message] of cases) {
      const response = await flip(withCookie(jwt), r);
      expect(response.status, String(r)).toBe(400);
      expect(response.body.error.message, String(r)).toBe(message);
    }
    expect((await withCookie(jwt).post('/api/bufycg').send([1])).body.error.message).toBe('the body must be a JSON object');
    expect((await flip(cms.api(), 'blue')).status).toBe(401);
    expect(await block()).toBe('none');
  });
});

describe('POST /api/visitor', () => {
  it("records the connection's own address, never one from the body", async () => {
    const { agent, ip } = clientAt();
    const response = await agent.post('/api/visitor').send({ ip: ['192.0.2.77'], address: '192.0.2.77' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ data: { logged: true } });
    const rows = await db()(VISITORS_TABLE).where({ address: ip });
    expect(rows).toHaveLength(1);
    expect(rows[0].reason).toBe('sign-in failure');
    expect(rows[0].created_at).toBeTruthy();
    expect(await db()(VISITORS_TABLE).where({ address: '192.0.2.77' }).first()).toBeUndefined();
  });

  it('records the log call that follows a locked-out sign-in (429): the lockout does not stop the log', async () => {
    const { agent, ip } = clientAt();
    for (let i = 1; i <= 5; i++) expectFailed(await cheapFailure(agent), `failure ${i}`);
    expectLocked(await cheapFailure(agent), 600);
    const logged = () => db()(VISITORS_TABLE).where({ address: ip, reason: 'sign-in failure' });
    const before = (await logged()).length;
    expect((await agent.post('/api/visitor').send({})).status).toBe(201);
    expect(await logged()).toHaveLength(before + 1);
  });

  it('allows 30 per 10 minutes from one address', async () => {
    const { agent } = clientAt();
    for (let i = 0; i < 30; i++) expect((await agent.post('/api/visitor')).status).toBe(201);
    const refused = await agent.post('/api/visitor');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('has no public REST, and neither have sessions, attempts and failures', async () => {
    for (const path of ['/api/visitors', '/api/owner-sessions', '/api/sign-in-attempts', '/api/sign-in-failures']) {
      expect((await cms.api().get(path)).status, path).toBe(404);
    }
  });
});

// Last: it restarts the CMS.
describe('after a restart', () => {
  it('keeps the lockout and the sessions', async () => {
    const jwt = await signedIn();
    const { ip } = clientAt();
    let agent = clientAt(ip).agent;
    for (let i = 0; i < 5; i++) await cheapFailure(agent);
    const lockedAt = Date.now();
    expectLocked(await cheapFailure(agent), 600);

    await cms.restart();
    agent = clientAt(ip).agent;
    // The same lockout, less the time the restart took (over 10 s on a busy machine).
    const left = 600 - Math.floor((Date.now() - lockedAt) / 1000);
    expectLocked(await cheapFailure(agent), left);
    expect((await withCookie(jwt).get('/api/session')).status).toBe(201);
  });
});
