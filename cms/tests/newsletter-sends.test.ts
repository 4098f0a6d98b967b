import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startCms, type TestCms } from './harness';
import { ownerSession } from './owner-session';
import { articleData } from './article-data';
import { MINUTE, runJobsAt, sendsOf } from './due-jobs-kit';
import { startMailServer } from './mail-server';

/**
 * The newsletter under the writer's control (issue 19, item 7; ADR 37): each new
 * article's e-mail waits five minutes, can be cancelled until then (deleting the
 * article cancels it too), and the dashboard lists every send with its
 * recipients and failures. Who may call the routes at all is
 * owner-routes-authorisation.test.ts's job.
 */
const ARTICLE = 'api::article.article';
const SUBSCRIBER = 'api::subscriber.subscriber';
const SITE = 'https://blog.example';
const READERS = ['first.reader@example.com', 'second.reader@example.com'];
// A confirmed subscriber whose mailbox the mail server refuses: every send has one failure.
const REFUSED = 'gone.reader@example.com';

let mail: Awaited<ReturnType<typeof startMailServer>>;
let cms: TestCms;
let ownerJwt: string;

beforeAll(async () => {
  mail = await startMailServer();
  cms = await startCms({ SMTP_URL: mail.url, PUBLIC_URL: `${SITE}/`, SEED_DEMO: 'false' });
  ownerJwt = await ownerSession(cms);
  mail.refuse(REFUSED);
  for (const email of [...READERS, REFUSED]) {
    await cms.strapi.documents(SUBSCRIBER).create({ data: { email, token: randomBytes(16).toString('hex'), confirmed: true } });
  }
});
afterAll(async () => {
  await cms?.stop();
  await mail?.close();
});
beforeEach(() => {
  mail.received.length = 0;
});

const key = () => cms.env.SITE_KEY;
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const list = (query = '') => asOwner().get(`/api/newsletter/sends?id=${key()}${query}`);
const cancel = (reference: string) => asOwner().post(`/api/newsletter/cancel?id=${key()}&reference=${reference}`).send({});
const mailsAbout = (title: string) => mail.received.filter((message) => message.headers.subject === title);

let serial = 0;
async function newArticle(body?: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const title = `Coding for the letter ${serial} ${randomBytes(3).toString('hex')}`;
  const article = await cms.strapi.documents(ARTICLE).create({ data: { ...articleData(title, body), category: 'Coding', ...overrides } });
  const [send] = await sendsOf(cms, article.documentId);
  return { article, title, send: send.documentId as string };
}
const listed = async (send: string) => (await list()).body.data.find((row: { id: string }) => row.id === send);

function expectError(response: Response, status: number, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error.message).toBe(message);
}

describe('GET /api/newsletter/sends?id={key} (the owner: each e-mail and how it went)', () => {
  it('lists a waiting e-mail with the time it leaves, then the sent one with its recipients and failures', async () => {
    const before = Date.now();
    const { article, title, send } = await newArticle();
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.data[0]).toEqual({
      id: send,
      article: article.documentId,
      title,
      state: 'waiting',
      dueAt: expect.any(String),
      startedAt: null,
      finishedAt: null,
      resentAt: null,
      recipients: 0,
      sent: 0,
      failed: 0,
      busy: false,
      failures: [],
    });
    const leaves = new Date(response.body.data[0].dueAt).getTime();
    expect(leaves - before).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(leaves - Date.now()).toBeLessThanOrEqual(5 * MINUTE);
    expect(response.body.meta.pagination).toMatchObject({ page: 1, pageSize: 20 });

    // Not before its time.
    await runJobsAt(cms, 4);
    expect(mailsAbout(title)).toHaveLength(0);
    await runJobsAt(cms, 6);
    expect(mailsAbout(title).map((message) => message.to)).toEqual(READERS.map((reader) => [reader]));
    const sent = await listed(send);
    expect(sent).toMatchObject({ state: 'sent', recipients: 3, sent: 2, failed: 1, busy: false });
    expect(sent.startedAt).toEqual(expect.any(String));
    expect(sent.failures).toEqual([{ subscriber: expect.any(Number), email: REFUSED, reason: expect.stringMatching(/No such mailbox/) }]);
  });

  it("carries the article's picture, title and first paragraph with a link", async () => {
    const { article, title } = await newArticle(
      '<h2>Aside</h2><p>   </p><p>The first <em>real</em> paragraph &amp; more.</p><p>The second.</p>',
      {
        imageCdn: 'https://images.example/letter.jpg?size=2&fit=crop',
      },
    );
    await runJobsAt(cms);
    const [message] = mailsAbout(title);
    const link = `${SITE}/blog/${article.documentId}`;
    expect(message.body).toContain('<img src="https://images.example/letter.jpg?size=2&amp;fit=crop"');
    expect(message.body).toContain(`<strong>${title}</strong>`);
    expect(message.body).toContain('<p>The first real paragraph &amp; more.</p>');
    expect(message.body).not.toContain('The second.');
    expect(message.body).toContain(`<a href="${link}">Read it here</a>`);
    expect(message.body).toContain(`The first real paragraph & more.\r\n\r\nRead it here: ${link}`);
  });

  it('answers 400 for bad paging', async () => {
    expectError(await list('&pageSize=101'), 400, 'pageSize: must be at most 100');
    expectError(await list('&page=0'), 400, 'page: must be 1 or more');
  });
});

describe('POST /api/newsletter/cancel?id={key}&reference={send} (Cancel)', () => {
  it('cancels a waiting e-mail: it never leaves, and a second Cancel is refused', async () => {
    const { title, send } = await newArticle();
    const response = await cancel(send);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({ data: { id: send, state: 'cancelled' } });
    expect((await listed(send)).state).toBe('cancelled');
    await runJobsAt(cms);
    expect(mailsAbout(title)).toHaveLength(0);
    expectError(await cancel(send), 409, 'This e-mail has already left or was cancelled: there is nothing to cancel.');
  });

  it('refuses to cancel an e-mail that has left', async () => {
    const { title, send } = await newArticle();
    await runJobsAt(cms);
    expect(mailsAbout(title)).toHaveLength(2);
    expectError(await cancel(send), 409, 'This e-mail has already left or was cancelled: there is nothing to cancel.');
    expect((await listed(send)).state).toBe('sent');
  });

  it('answers 404 for an unknown send and 400 for a malformed reference', async () => {
    expectError(await cancel('nosuchsend'), 404, 'No newsletter send has this id.');
    expectError(await cancel('no such send!'), 400, 'reference: must be a newsletter send id');
    expectError(
      await asOwner().post(`/api/newsletter/cancel?id=${key()}`).send({}),
      400,
      'reference: is required (?reference={newsletter send id})',
    );
  });

  it('deleting the article in the window cancels its e-mail', async () => {
    const { article, title, send } = await newArticle();
    await cms.strapi.documents(ARTICLE).delete({ documentId: article.documentId });
    expect((await listed(send)).state).toBe('cancelled');
    await runJobsAt(cms);
    expect(mailsAbout(title)).toHaveLength(0);
  });

  it('a Cancel racing the send: exactly one wins, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { title, send } = await newArticle();
      const [cancels, runs] = await Promise.all([Promise.all([cancel(send), cancel(send)]), Promise.all([runJobsAt(cms), runJobsAt(cms)])]);
      const cancelled = cancels.filter((response) => response.status === 200).length;
      expect(cancelled + runs.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(mailsAbout(title)).toHaveLength(cancelled === 1 ? 0 : 2);
      expect((await listed(send)).state).toBe(cancelled === 1 ? 'cancelled' : 'sent');
    }
  });
});
