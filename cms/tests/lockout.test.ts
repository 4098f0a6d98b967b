import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withEnv } from './env';
import { startCms, type TestCms } from './harness';
import { expectAtMostTheAllowanceChecked, lastByteBurst, rawPost } from './lockout-burst';
import { ownerSession, signInForm, signInPath } from './owner-session';

/**
 * The sign-in lockout under attack (issue 14, items 2, 3, 14 and 15): bursts
 * that race it, strangers who lock the account, Strapi's admin login, made-up
 * X-Forwarded-For addresses and IPv6 clients.
 */
const FAILURES_TABLE = 'sign_in_failures';
const VISITORS_TABLE = 'visitors';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());
beforeEach(async () => {
  await cms.strapi.db.connection(FAILURES_TABLE).del();
});

const db = () => cms.strapi.db.connection;
const from = (address: string) => supertest.agent(cms.strapi.server.httpServer).set('X-Forwarded-For', address);
let addressCount = 0;
/** A fresh client address (TEST-NET-2) for each call. */
const nextAddress = () => `198.18.${Math.floor((addressCount += 1) / 250)}.${(addressCount % 250) + 1}`;
const cookieOf = (response: supertest.Response, name: string) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`));
const valueOf = (line: string | undefined) => /^[^=]+=([^;]*)/.exec(line ?? '')?.[1];

function expectLocked(response: supertest.Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.body.error).toMatchObject({
    status: 429,
    name: 'RateLimitError',
    message: `Too many failed sign-ins: try again in ${retryAfter} seconds.`,
  });
}

/** Strangers, each from its own address, fail the owner's password until the account is locked. */
async function strangersLockTheAccount() {
  for (let i = 0; i < 5; i++) {
    const agent = from(nextAddress());
    expect((await agent.post(signInPath(cms)).send(await signInForm(cms, agent, `guess-${i}`))).status).toBe(404);
  }
  const agent = from(nextAddress());
  expectLocked(await agent.post(signInPath(cms)).send(await signInForm(cms, agent)));
}

describe('a last-byte burst of sign-ins (item 2)', () => {
  it('gets no more credential checks than the lockout allows: 4 free and the one that locks', async () => {
    // Thirty wrong guesses and the right password last, each from its own address: the account's count is the bound.
    const texts: string[] = [];
    for (let i = 0; i < 30; i++) {
      const address = nextAddress();
      const form = await signInForm(cms, from(address), i === 29 ? cms.env.OWNER_PASSWORD : `guess-${i}`);
      texts.push(rawPost(signInPath(cms), form, address));
    }
    const port = await new Promise<number>((resolve) => {
      const server = cms.strapi.server.httpServer;
      if (server.listening) resolve((server.address() as AddressInfo).port);
      else server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
    const statuses = await lastByteBurst(texts.map((text) => ({ port, text })));
    expectAtMostTheAllowanceChecked(statuses);
  });
});

describe('the owner against strangers who lock the account (item 3)', () => {
  it('signs the owner in and lets them delete with the password from their known browser; an unknown one stays locked', async () => {
    // The owner's browser: signed in once, it got its device cookie.
    const browser = from(nextAddress());
    const first = await browser.post(signInPath(cms)).send(await signInForm(cms, browser));
    expect(first.status).toBe(200);
    const device = cookieOf(first, 'device');
    expect(device).toMatch(/^device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
    const session = valueOf(cookieOf(first, 'session')) as string;
    const deviceValue = valueOf(device) as string;

    await strangersLockTheAccount();

    // Known device, from yet another address: judged by its own failures only.
    const owner = () => from(nextAddress()).set('Cookie', `device=${deviceValue}`);
    const agent = owner();
    const again = await agent.post(signInPath(cms)).send(await signInForm(cms, agent));
    expect(again.status).toBe(200);
    // The same device is kept.
    expect(valueOf(cookieOf(again, 'device'))).toBe(deviceValue);

    // The live session deletes an article with the right password, the account still locked.
    const article = await db()('articles').first('document_id');
    const deleted = await from(nextAddress())
      .set('Cookie', `session=${session}`)
      .delete(`/api/article-delete/?id=${cms.env.SITE_KEY}&reference=${article.document_id}`)
      .send({ password: cms.env.OWNER_PASSWORD });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);

    // An unknown browser, or a forged device cookie, is still locked.
    const stranger = from(nextAddress());
    expectLocked(await stranger.post(signInPath(cms)).send(await signInForm(cms, stranger)));
    const forged = from(nextAddress()).set('Cookie', `device=${deviceValue.slice(0, 22)}.${'A'.repeat(43)}`);
    expectLocked(await forged.post(signInPath(cms)).send(await signInForm(cms, forged)));
  });

  it("counts a known device's own failures: it locks too", async () => {
    const browser = from(nextAddress());
    const first = await browser.post(signInPath(cms)).send(await signInForm(cms, browser));
    const cookie = `device=${valueOf(cookieOf(first, 'device'))}`;
    for (let i = 0; i < 5; i++) {
      const agent = from(nextAddress()).set('Cookie', cookie);
      expect((await agent.post(signInPath(cms)).send(await signInForm(cms, agent, `typo-${i}`))).status).toBe(404);
    }
    const agent = from(nextAddress()).set('Cookie', cookie);
    expectLocked(await agent.post(signInPath(cms)).send(await signInForm(cms, agent)));
    // Neither the account nor those addresses were counted.
    expect(await db()(FAILURES_TABLE).where({ key: 'account:owner' }).first()).toBeUndefined();
  });

  it("limits the edit and delete password per session, never by strangers' failures", async () => {
    const mine = await ownerSession(cms);
    const other = await ownerSession(cms);
    const article = await db()('articles').first('document_id');
    const remove = (jwt: string, password: string) =>
      from(nextAddress())
        .set('Cookie', `session=${jwt}`)
        .delete(`/api/article-delete/?id=${cms.env.SITE_KEY}&reference=${article.document_id}`)
        .send({ password });
    for (let i = 0; i < 5; i++) expect((await remove(mine, `wrong-${i}`)).status).toBe(403);
    expectLocked(await remove(mine, cms.env.OWNER_PASSWORD));
    // Another session, and the sign-in, are not locked by it.
    const stillThere = await remove(other, 'wrong-again');
    expect(stillThere.status).toBe(403);
    expect(stillThere.body.error.message).toBe('Authentication failed...');
    expect(await db()(FAILURES_TABLE).where({ key: 'account:owner' }).first()).toBeUndefined();
  });
});

describe("Strapi's admin login (item 14)", () => {
  const login = (address: string, email: string, password: string) => from(address).post('/admin/login').send({ email, password });

  it('counts its failures per account, and a locked login answers 429 without checking the password', async () => {
    const email = cms.env.OWNER_EMAIL;
    // Each from its own address, so Strapi's own limit (per e-mail and address) never answers.
    for (let i = 0; i < 5; i++) {
      const response = await login(nextAddress(), email.toUpperCase(), `wrong-${i}`);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Invalid credentials');
    }
    expect(
      Number(
        (
          await db()(FAILURES_TABLE)
            .where({ key: `admin:${email.toLowerCase()}` })
            .first()
        ).count,
      ),
    ).toBe(5);
    expectLocked(await login(nextAddress(), email, cms.env.OWNER_PASSWORD));
  });

  it('counts its failures per address, with the sign-in', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await login(address, `nobody-${i}@example.com`, 'wrong')).status).toBe(400);
    expectLocked(await login(address, cms.env.OWNER_EMAIL, cms.env.OWNER_PASSWORD));
    const agent = from(address);
    expectLocked(await agent.post(signInPath(cms)).send(await signInForm(cms, agent)));
  });

  it('signs the admin in and forgets the failures; a malformed body counts nothing', async () => {
    const address = nextAddress();
    expect((await login(address, cms.env.OWNER_EMAIL, 'wrong')).status).toBe(400);
    expect((await from(address).post('/admin/login').send({ email: 'not-an-email' })).status).toBe(400);
    expect(
      Number(
        (
          await db()(FAILURES_TABLE)
            .where({ key: `ip:${address}` })
            .first()
        ).count,
      ),
    ).toBe(1);
    expect((await login(address, cms.env.OWNER_EMAIL, cms.env.OWNER_PASSWORD)).status).toBe(200);
    expect(
      await db()(FAILURES_TABLE)
        .where({ key: `ip:${address}` })
        .first(),
    ).toBeUndefined();
  });
});

describe('the real client address (item 14)', () => {
  const logged = async (agent: supertest.Agent) => {
    expect((await agent.post('/api/visitor')).status).toBe(201);
    return (await db()(VISITORS_TABLE).orderBy('id', 'desc').first('address')).address;
  };
  const withTrusted = (value: string, check: () => Promise<void>) => withEnv({ TRUSTED_PROXIES: value }, check);

  it('believes X-Forwarded-For from a trusted proxy (loopback by default): its last hop', async () => {
    expect(await logged(from('192.0.2.1, 203.0.113.40'))).toBe('203.0.113.40');
  });

  it('keys a client that is no trusted proxy by its own socket address, whatever X-Forwarded-For it writes', async () => {
    await withTrusted('10.0.0.0/8', async () => {
      expect(await logged(from('203.0.113.41'))).toBe('127.0.0.1');
      // And so a made-up address per request gains no new failures allowance.
      for (let i = 0; i < 5; i++) {
        const agent = from(nextAddress());
        expect(
          (await agent.post(signInPath(cms)).send({ ...(await signInForm(cms, agent)), humanCheck: 'no-such-token-0000000000' })).status,
        ).toBe(404);
      }
      expectLocked(
        await from(nextAddress())
          .post(signInPath(cms))
          .send(await signInForm(cms, from(nextAddress()))),
      );
    });
  });
});

describe('IPv6 clients (item 15)', () => {
  it('share the limits and the lockout of their /64', async () => {
    const cheap = (address: string) =>
      from(address).post(signInPath(cms)).send({
        admin: 'eA==',
        email: 'eA==',
        pswd: 'eA==',
        colours: 'x',
        answer: 'x',
        attempt: 'x',
        humanCheck: 'no-such-token-0000000000',
      });
    for (let i = 1; i <= 5; i++) expect((await cheap(`2001:db8:1:2::${i}`)).status).toBe(404);
    expectLocked(await cheap('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect((await cheap('2001:db8:1:3::1')).status).toBe(404);

    // The visitor log's limit: 30 per 10 minutes, for the whole /64.
    for (let i = 1; i <= 30; i++) expect((await from(`2001:db8:9:9::${i.toString(16)}`).post('/api/visitor')).status).toBe(201);
    expect((await from('2001:db8:9:9:1:2:3:4').post('/api/visitor')).status).toBe(429);
  });
});
