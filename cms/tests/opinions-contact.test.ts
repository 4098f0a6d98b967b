import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startCms, type TestCms } from './harness';
import { solveHumanCheck } from './owner-session';

const OPINION = 'api::opinion.opinion';
const PING = 'api::ping.ping';
const HUMAN_CHECK_MESSAGE = 'humanCheck: the human check is missing, used or expired';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

const key = () => cms.env.SITE_KEY;
const slug = () => cms.env.PRODUCT_SLUG;

/**
 * supertest always connects from 127.0.0.1, so each test plays a reader of its
 * own: the web tier appends the reader's address to X-Forwarded-For.
 */
let readers = 0;
const freshAddress = () => `198.51.${100 + Math.floor(++readers / 250)}.${readers % 250}`;

/** A solved human check; the answer is read from the stored challenge, as only the server can. */
const token = () => solveHumanCheck(cms);

const opinionUrl = (query = `id=${key()}&reference=/blog/abc`) => `/api/opinion-about-article-${slug()}?${query}`;
const contactUrl = (query = `id=${key()}`) => `/api/contacttry-${slug()}?${query}`;

const post = (url: string, body: object, address = freshAddress()) => cms.api().post(url).set('X-Forwarded-For', address).send(body);

const anOpinion = async (extra: object = {}) => ({
  reader: 'Ada',
  country: 'Wales',
  opinion: 'Clear and useful.',
  humanCheck: await token(),
  website: '',
  ...extra,
});
const aMessage = async (extra: object = {}) => ({
  name: 'Ada',
  email: 'ada@example.com',
  country: 'Wales',
  detail: 'Hello there.',
  humanCheck: await token(),
  website: '',
  ...extra,
});

const opinionsAbout = (reference: string) => cms.strapi.documents(OPINION).findMany({ filters: { reference } });
const pingsFrom = (email: string) => cms.strapi.documents(PING).findMany({ filters: { email } });

function expect400(response: Response, message: string | RegExp) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.data).toBeNull();
  expect(response.body.error.name).toBe('ValidationError');
  if (typeof message === 'string') expect(response.body.error.message).toBe(message);
  else expect(response.body.error.message).toMatch(message);
}

describe('POST /api/opinion-about-article-{product}?id={key}&reference={path}', () => {
  it('stores the opinion and answers 201 with the body 201', async () => {
    const response = await post(
      opinionUrl(`id=${key()}&reference=/blog/first-opinion`),
      await anOpinion({ reader: '  Ada  ', opinion: ' Clear. ' }),
    );
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.text).toBe('201');
    expect(response.body).toBe(201);
    const [stored] = await opinionsAbout('/blog/first-opinion');
    expect(stored).toMatchObject({ reader: 'Ada', country: 'Wales', opinion: 'Clear.', reference: '/blog/first-opinion' });
  });

  it('takes any address the subscription takes (the shared rule, ADR 28)', async () => {
    expect((await post(contactUrl(), await aMessage({ email: 'zoë@posteo.de' }))).status).toBe(201);
    expect(await pingsFrom('zoë@posteo.de')).toHaveLength(1);
  });

  it("also answers at the spec's path with a trailing slash", async () => {
    const response = await post(`/api/opinion-about-article-${slug()}/?id=${key()}&reference=/blog/trailing`, await anOpinion());
    expect(response.status).toBe(201);
    expect(await opinionsAbout('/blog/trailing')).toHaveLength(1);
  });

  it('stores HTML as the plain text it was typed as', async () => {
    const html = '<script>alert(1)</script><b onclick="x()">bold</b> & "quotes"';
    const response = await post(
      opinionUrl(`id=${key()}&reference=/blog/html`),
      await anOpinion({ reader: '<i>Ada</i>', country: '<p>Wales', opinion: html }),
    );
    expect(response.status).toBe(201);
    const [stored] = await opinionsAbout('/blog/html');
    expect(stored).toMatchObject({ reader: '<i>Ada</i>', country: '<p>Wales', opinion: html });
  });

  it('answers 400 with the field and the reason for bad input', async () => {
    const cases: [string, object, string][] = [
      [opinionUrl(), { reader: undefined }, 'reader: is required'],
      [opinionUrl(), { reader: '   ' }, 'reader: is required'],
      [opinionUrl(), { reader: 42 }, 'reader: must be text'],
      [opinionUrl(), { reader: 'x'.repeat(101) }, 'reader: must be at most 100 characters'],
      [opinionUrl(), { country: undefined }, 'country: is required'],
      [opinionUrl(), { country: 'x'.repeat(101) }, 'country: must be at most 100 characters'],
      [opinionUrl(), { opinion: '' }, 'opinion: is required'],
      [opinionUrl(), { opinion: 'x'.repeat(5001) }, 'opinion: must be at most 5000 characters'],
      [opinionUrl(), { reader: 'Ada\nLovelace' }, 'reader: must not contain control characters or line breaks'],
      [opinionUrl(), { country: 'Wales\u0007' }, 'country: must not contain control characters or line breaks'],
      [opinionUrl(), { opinion: 'Fine.\u001b[31m' }, 'opinion: must not contain control characters'],
      [opinionUrl(`id=${key()}`), {}, 'reference: is required (?reference={article path})'],
      [opinionUrl(`id=${key()}&reference=blog/abc`), {}, 'reference: must be a path starting with /'],
      [opinionUrl(`id=${key()}&reference=//evil.example/x`), {}, 'reference: must be a path of this site'],
      [opinionUrl(`id=${key()}&reference=/%5Cevil.example/x`), {}, 'reference: must be a path of this site'],
      [opinionUrl(`id=${key()}&reference=/${'x'.repeat(300)}`), {}, 'reference: must be at most 300 characters'],
      [opinionUrl(`id=${key()}&reference=/a&reference=/b`), {}, 'reference: must be one path'],
      [opinionUrl('reference=/blog/abc'), {}, 'id: the site key is required (?id={key})'],
      [opinionUrl('id=wrong&reference=/blog/abc'), {}, 'id: unknown site key'],
    ];
    // Input is checked before the human check: one token survives every bad request.
    const humanCheck = await token();
    for (const [url, change, message] of cases) {
      const body = { reader: 'Ada', country: 'Wales', opinion: 'Fine.', humanCheck, ...change };
      expect400(await post(url, body), message);
    }
    expect(
      (
        await post(opinionUrl(`id=${key()}&reference=/blog/after-bad-input`), {
          reader: 'Ada',
          country: 'Wales',
          // Line breaks and tabs are text an opinion may hold.
          opinion: 'Fine.\r\n\tTwo lines.',
          humanCheck,
        })
      ).status,
    ).toBe(201);
  });

  it('answers 400 without a human check, or with a used or expired one', async () => {
    const body = { reader: 'Ada', country: 'Wales', opinion: 'Fine.' };
    expect400(await post(opinionUrl(), body), HUMAN_CHECK_MESSAGE);
    expect400(await post(opinionUrl(), { ...body, humanCheck: '' }), HUMAN_CHECK_MESSAGE);
    expect400(await post(opinionUrl(), { ...body, humanCheck: 12345 }), HUMAN_CHECK_MESSAGE);
    expect400(await post(opinionUrl(), { ...body, humanCheck: 'not-a-token-not-a-token-000' }), HUMAN_CHECK_MESSAGE);

    const used = await token();
    expect((await post(opinionUrl(), { ...body, humanCheck: used })).status).toBe(201);
    expect400(await post(opinionUrl(), { ...body, humanCheck: used }), HUMAN_CHECK_MESSAGE);

    const expired = await token();
    await cms.strapi.db
      .connection('human_checks')
      .whereNotNull('token_hash')
      .andWhere({ used: false })
      .update({ token_expires_at: new Date(Date.now() - 1000) });
    expect400(await post(opinionUrl(), { ...body, humanCheck: expired }), HUMAN_CHECK_MESSAGE);
  });

  it('lets exactly one of two concurrent sends with one token through', async () => {
    const humanCheck = await token();
    const url = opinionUrl(`id=${key()}&reference=/blog/concurrent`);
    const body = { reader: 'Ada', country: 'Wales', opinion: 'Twice?', humanCheck };
    const responses = await Promise.all([post(url, body), post(url, body)]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await opinionsAbout('/blog/concurrent')).toHaveLength(1);
  });

  it('answers a filled honeypot as a success, stores nothing, and spends the token', async () => {
    const humanCheck = await token();
    const url = opinionUrl(`id=${key()}&reference=/blog/honeypot`);
    const response = await post(url, { reader: 'Bot', country: 'Nowhere', opinion: 'Buy now', humanCheck, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(response.text).toBe('201');
    expect(await opinionsAbout('/blog/honeypot')).toHaveLength(0);
    expect400(await post(url, { reader: 'Bot', country: 'Nowhere', opinion: 'Buy now', humanCheck }), HUMAN_CHECK_MESSAGE);
  });

  it('answers 429 with Retry-After after 10 opinions an hour from one address, in the database', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await post(opinionUrl(), await anOpinion(), address)).status).toBe(201);
    const limited = await post(opinionUrl(), await anOpinion(), address);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(limited.body).toEqual({
      data: null,
      error: { status: 429, name: 'RateLimitError', message: `Too many requests: try again in ${seconds} seconds.`, details: {} },
    });
    // Another reader is not affected.
    expect((await post(opinionUrl(), await anOpinion())).status).toBe(201);
    // The count lives in the project's database, so a restarted (or second) CMS still knows it.
    const [row] = await cms.strapi.db.connection('rate_limits').where({ key: `opinion:${address}` });
    expect(Number(row.points)).toBe(11);
    await cms.restart();
    expect((await post(opinionUrl(), await anOpinion(), address)).status).toBe(429);
  });
});

describe('POST /api/contacttry-{product}?id={key}', () => {
  it('stores the message as a ping and answers 201 with the body 201', async () => {
    const response = await post(
      contactUrl(),
      await aMessage({ name: ' Ada ', email: ' Ada.Lovelace@Example.COM ', detail: '<b>Hi</b> there' }),
    );
    expect(response.status).toBe(201);
    expect(response.text).toBe('201');
    const [stored] = await pingsFrom('ada.lovelace@example.com');
    expect(stored).toMatchObject({ name: 'Ada', email: 'ada.lovelace@example.com', country: 'Wales', message: '<b>Hi</b> there' });
  });

  it("also answers at the spec's path with a trailing slash", async () => {
    expect((await post(`/api/contacttry-${slug()}/?id=${key()}`, await aMessage({ email: 'slash@example.com' }))).status).toBe(201);
    expect(await pingsFrom('slash@example.com')).toHaveLength(1);
  });

  it('answers 400 with the field and the reason for bad input', async () => {
    const cases: [string, object, string][] = [
      [contactUrl(), { name: undefined }, 'name: is required'],
      [contactUrl(), { name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
      [contactUrl(), { email: undefined }, 'email: is required'],
      [contactUrl(), { email: 'not-an-email' }, 'email: must be a valid e-mail address'],
      [contactUrl(), { email: 'a@b' }, 'email: must be a valid e-mail address'],
      [contactUrl(), { email: `${'x'.repeat(250)}@example.com` }, 'email: must be at most 254 characters'],
      [contactUrl(), { country: ' ' }, 'country: is required'],
      [contactUrl(), { detail: undefined }, 'detail: is required'],
      [contactUrl(), { detail: 'x'.repeat(5001) }, 'detail: must be at most 5000 characters'],
      [contactUrl(''), {}, 'id: the site key is required (?id={key})'],
      [contactUrl('id=wrong'), {}, 'id: unknown site key'],
    ];
    const humanCheck = await token();
    for (const [url, change, message] of cases) {
      const body = { name: 'Ada', email: 'ada@example.com', country: 'Wales', detail: 'Hi.', humanCheck, ...change };
      expect400(await post(url, body), message);
    }
    expect((await post(contactUrl(), { name: 'Ada', email: 'ada@example.com', country: 'Wales', detail: 'Hi.', humanCheck })).status).toBe(
      201,
    );
  });

  it('answers 400 without a human check, or with a used one', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', country: 'Wales', detail: 'Hi.' };
    expect400(await post(contactUrl(), body), HUMAN_CHECK_MESSAGE);
    const used = await token();
    expect((await post(contactUrl(), { ...body, humanCheck: used })).status).toBe(201);
    expect400(await post(contactUrl(), { ...body, humanCheck: used }), HUMAN_CHECK_MESSAGE);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const response = await post(contactUrl(), await aMessage({ email: 'bot@example.com', website: 'spam' }));
    expect(response.status).toBe(201);
    expect(response.text).toBe('201');
    expect(await pingsFrom('bot@example.com')).toHaveLength(0);
  });

  it('answers 429 with Retry-After after 5 messages an hour from one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await post(contactUrl(), await aMessage(), address)).status).toBe(201);
    const limited = await post(contactUrl(), await aMessage(), address);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(limited.body.error).toEqual({
      status: 429,
      name: 'RateLimitError',
      message: `Too many requests: try again in ${seconds} seconds.`,
      details: {},
    });
  });

  it('cannot be dodged with a made-up X-Forwarded-For entry: only the last hop counts', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const forwarded = `10.0.0.${i + 1}, 203.0.113.${i + 1}, ${address}`;
      expect((await post(contactUrl(), await aMessage(), forwarded)).status).toBe(201);
    }
    const limited = await post(contactUrl(), await aMessage(), `192.0.2.99, ${address}`);
    expect(limited.status).toBe(429);
    // The limit is keyed by the appended address alone.
    expect(await cms.strapi.db.connection('rate_limits').where('key', 'like', 'contact:10.0.0.%')).toHaveLength(0);
    expect(await cms.strapi.db.connection('rate_limits').where({ key: `contact:${address}` })).toHaveLength(1);
  });

  it('keeps the opinion and contact limits apart', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await post(contactUrl(), await aMessage(), address)).status).toBe(201);
    expect((await post(contactUrl(), await aMessage(), address)).status).toBe(429);
    expect((await post(opinionUrl(), await anOpinion(), address)).status).toBe(201);
  });
});
