import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCms, type TestCms } from './harness';
import { articleData } from './article-data';
import { runJobsAt } from './due-jobs-kit';
import { parseMessage, startMailServer, until } from './mail-server';

const SUBSCRIBER = 'api::subscriber.subscriber';
const ARTICLE = 'api::article.article';
const SENDS = 'api::newsletter-send.newsletter-send';
const SITE = 'https://blog.example';
// At another domain than the site's, as a mail provider's can be: the Message-ID still names the site.
const FROM = 'Notes from the Desk <news@letters.example>';
const SITE_MESSAGE_ID = /^<[0-9a-f-]{36}@blog\.example>$/;

let mail: Awaited<ReturnType<typeof startMailServer>>;
let cms: TestCms;

// The mail server first: the CMS reads SMTP_URL when it boots. No demo seed yet:
// a later restart seeds with subscribers present, to show the seed mails nothing.
beforeAll(async () => {
  mail = await startMailServer();
  cms = await startCms({ SMTP_URL: mail.url, PUBLIC_URL: `${SITE}/`, MAIL_FROM: FROM, SEED_DEMO: 'false' });
});
afterAll(async () => {
  await cms?.stop();
  await mail?.close();
});

let serial = 0;
const address = () => `reader-${Date.now()}-${(serial += 1)}@example.com`;
const subscribe = (body: unknown) =>
  cms
    .api()
    .post('/api/emailAPIgfhcgbjknk')
    .send(body as object);
const unsubscribe = (body: unknown) =>
  cms
    .api()
    .post('/api/e-u')
    .send(body as object);
const oneClick = (id: string) =>
  cms
    .api()
    .post(`/api/e-u/one-click?id=${encodeURIComponent(id)}`)
    .type('form')
    .send('List-Unsubscribe=One-Click');
const subscriberOf = (email: string) => cms.strapi.db.query(SUBSCRIBER).findOne({ where: { email } });
const subscriberRows = async () => Number(await cms.strapi.db.query(SUBSCRIBER).count({}));
const confirm = (id: string) => cms.api().post('/api/e-c').send({ id });
const confirmations = (email: string) =>
  mail.received.filter((m) => m.to.includes(email) && m.headers.subject === 'Confirm your subscription');
/** The code of the last confirmation link mailed to `email`, once it has arrived. */
async function confirmationCode(email: string, count = 1) {
  await until(() => confirmations(email).length >= count, `confirmation mail ${count} to ${email}`);
  const message = confirmations(email)[count - 1];
  return new RegExp(`${SITE}/email-confirm/([A-Za-z0-9_-]{43})`).exec(message.body)![1];
}
/** Subscribes and follows the confirmation link, as a reader does. */
async function subscribeConfirmed(email: string) {
  expect((await subscribe({ email })).status).toBe(201);
  expect((await confirm(await confirmationCode(email))).status).toBe(200);
}

async function createArticle(title: string, bodyHtml?: string) {
  return cms.strapi.documents(ARTICLE).create({ data: { ...articleData(title, bodyHtml), category: 'Coding' } });
}

describe('POST /api/emailAPIgfhcgbjknk (subscribe)', () => {
  it('registers an address: 201 "Registered", stored lowercased with an unguessable code', async () => {
    const email = address();
    const response = await subscribe({ email: `  ${email.toUpperCase()} `, website: '' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Registered' });
    const stored = await subscriberOf(email);
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.text).not.toContain(stored.token);
    expect(stored).toMatchObject({ documentId: expect.stringMatching(/^[a-z0-9]{24}$/) });
  });

  it('keeps a new address pending and mails it a single-use confirmation link to the web site (double opt-in)', async () => {
    const email = address();
    expect((await subscribe({ email })).status).toBe(201);
    expect(await subscriberOf(email)).toMatchObject({ confirmed: false });
    const code = await confirmationCode(email);
    const [message] = confirmations(email);
    expect(message.headers.from).toBe(FROM);
    expect(message.headers['message-id']).toMatch(SITE_MESSAGE_ID);
    expect(message.body).toContain(`${SITE}/email-confirm/${code}`);
    // Only the code's hash is kept.
    expect(JSON.stringify(await subscriberOf(email))).not.toContain(code);
    const confirmed = await confirm(code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Subscription confirmed!' });
    expect(await subscriberOf(email)).toMatchObject({ confirmed: true });
    const again = await confirm(code);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This confirmation link is unknown, expired or was already used.');
    expect((await confirm('A'.repeat(43))).status).toBe(404);
    expect((await cms.api().post('/api/e-c').send({})).body.error.message).toBe('id: is required (the code from the confirmation link)');
  });

  it('re-sends the link to a pending address, at most once in 15 minutes; the newest link confirms', async () => {
    const email = address();
    await subscribe({ email });
    const first = await confirmationCode(email);
    await subscribe({ email });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(confirmations(email)).toHaveLength(1);
    // Later than 15 minutes: a new link, and the old one is void.
    await cms.strapi.db
      .connection('subscribers')
      .where({ email })
      .update({ confirm_sent_at: new Date(Date.now() - 16 * 60_000) });
    await subscribe({ email });
    const second = await confirmationCode(email, 2);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    expect((await confirm(second)).status).toBe(200);
  });

  it('forgets a subscription left pending for 7 days; its link no longer works', async () => {
    const email = address();
    await subscribe({ email });
    const code = await confirmationCode(email);
    await cms.strapi.db
      .connection('subscribers')
      .where({ email })
      .update({ confirm_sent_at: new Date(Date.now() - 7 * 24 * 3600_000 - 60_000) });
    expect((await confirm(code)).status).toBe(404);
    // Any subscription sweeps expired ones.
    await subscribe({ email: address() });
    expect(await subscriberOf(email)).toBeNull();
  });

  it('never tells whether an address is on the list: pending or confirmed, the answer is the same', async () => {
    const email = address();
    expect((await subscribe({ email })).status).toBe(201);
    const pending = await subscribe({ email: email.toUpperCase() });
    expect(pending.status).toBe(201);
    expect(pending.body).toEqual({ message: 'Registered' });
    expect((await confirm(await confirmationCode(email))).status).toBe(200);
    const confirmed = await subscribe({ email });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toEqual({ message: 'Registered' });
  });

  it('keeps one row and sends one confirmation for concurrent subscriptions of one address', async () => {
    const email = address();
    const responses = await Promise.all(Array.from({ length: 10 }, () => subscribe({ email })));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(Number(await cms.strapi.db.query(SUBSCRIBER).count({ where: { email } }))).toBe(1);
    await confirmationCode(email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(confirmations(email)).toHaveLength(1);
  });

  it('takes any valid address, not only .com ones (ADR 28)', async () => {
    for (const email of ['reader@posteo.de', 'Lea.Sommer+blog@mail.example.co.uk']) {
      const response = await subscribe({ email });
      expect(response.status, email).toBe(201);
      expect(await subscriberOf(email.toLowerCase())).toMatchObject({ email: email.toLowerCase(), confirmed: false });
    }
  });

  it('refuses a bad address with a reason', async () => {
    const before = await subscriberRows();
    const cases: [unknown, string][] = [
      [{}, 'email: is required (an e-mail address)'],
      [{ email: '' }, 'email: is required (an e-mail address)'],
      [{ email: 'reader.example.com' }, 'email: must be a valid e-mail address'],
      [{ email: 'reader@localhost' }, 'email: must be a valid e-mail address'],
      [{ email: 'reader@example..org' }, 'email: must be a valid e-mail address'],
      [{ email: 'reader@@example.com' }, 'email: must be a valid e-mail address'],
      [{ email: '<b>x</b>@example.com' }, 'email: must not contain < or >'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email: must be at most 254 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await subscribe(body);
      expect(response.status, message).toBe(400);
      expect(response.body.error).toMatchObject({ status: 400, name: 'ValidationError', message });
    }
    const text = await cms.api().post('/api/emailAPIgfhcgbjknk').set('Content-Type', 'text/plain').send('reader@example.com');
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe('Send the body as JSON (Content-Type: application/json).');
    expect(await subscriberRows()).toBe(before);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const email = address();
    const response = await subscribe({ email, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Registered' });
    expect(await subscriberOf(email)).toBeNull();
  });

  it('has no public REST', async () => {
    expect((await cms.api().get('/api/subscribers')).status).toBe(404);
  });
});

describe('POST /api/e-u (unsubscribe) and POST /api/e-u/one-click', () => {
  it('removes the subscriber whose link code and address match', async () => {
    const email = address();
    await subscribe({ email });
    const { token } = await subscriberOf(email);
    const response = await unsubscribe({ email: email.toUpperCase(), id: token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Unsubscribed successfully!' });
    expect(await subscriberOf(email)).toBeNull();
    const again = await unsubscribe({ email, id: token });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({ status: 404, message: 'This link does not match that e-mail address.' });
  });

  it('answers 404 when the code and the address do not belong together, and removes nobody', async () => {
    const [first, second] = [address(), address()];
    await subscribe({ email: first });
    await subscribe({ email: second });
    const { token } = await subscriberOf(first);
    const response = await unsubscribe({ email: second, id: token });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('This link does not match that e-mail address.');
    expect((await unsubscribe({ email: first, id: 'A'.repeat(43) })).status).toBe(404);
    expect(await subscriberOf(first)).not.toBeNull();
    expect(await subscriberOf(second)).not.toBeNull();
  });

  it('answers 400 for bad input', async () => {
    const cases: [unknown, string][] = [
      [{ id: 'A'.repeat(43) }, 'email: is required (an e-mail address)'],
      [{ email: 'not-an-address', id: 'A'.repeat(43) }, 'email: must be a valid e-mail address'],
      [{ email: address() }, 'id: is required (the code from the unsubscribe link)'],
      [{ email: address(), id: 'has spaces in it' }, 'id: must be the code from the unsubscribe link'],
      [{ email: address(), id: 'x'.repeat(65) }, 'id: must be the code from the unsubscribe link'],
    ];
    for (const [body, message] of cases) {
      const response = await unsubscribe(body);
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });

  it('unsubscribes in one click with the link code alone (RFC 8058)', async () => {
    const email = address();
    await subscribe({ email });
    const { token } = await subscriberOf(email);
    const response = await oneClick(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Unsubscribed successfully!' });
    expect(await subscriberOf(email)).toBeNull();
    const again = await oneClick(token);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This unsubscribe link is unknown or was already used.');
    const missing = await cms.api().post('/api/e-u/one-click').type('form').send('List-Unsubscribe=One-Click');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('id: is required (the code from the unsubscribe link)');
  });
});

describe('the newsletter', () => {
  const readers = ['first.reader@example.com', 'second.reader@example.com'];

  it('mails each new article to every subscriber with one-click unsubscribe; the demo seed mails nothing', async () => {
    await cms.strapi.db.query(SUBSCRIBER).deleteMany({ where: {} });
    for (const email of readers) await subscribeConfirmed(email);
    // Pending: it gets no article.
    expect((await subscribe({ email: 'pending.reader@example.com' })).status).toBe(201);
    await confirmationCode('pending.reader@example.com');
    // The demo seed creates 18 articles at boot, with subscribers on the list.
    cms.env.SEED_DEMO = 'true';
    await cms.restart();
    expect(await cms.strapi.documents(ARTICLE).count({})).toBe(18);
    mail.received.length = 0;

    const article = await createArticle('Testing a newsletter for every reader');
    await runJobsAt(cms);
    await until(() => mail.received.length >= 2, 'two messages');
    // Had the seed mailed, its messages would have been sent first; only the new article's arrived.
    expect(mail.received).toHaveLength(2);
    const tokens = Object.fromEntries(await Promise.all(readers.map(async (email) => [email, (await subscriberOf(email)).token])));
    for (const email of readers) {
      const message = mail.received.find((m) => m.to.includes(email))!;
      expect(message, email).toBeDefined();
      const token = tokens[email];
      expect(message.headers.to).toBe(email);
      expect(message.headers.from).toBe(FROM);
      expect(message.headers.subject).toBe('Testing a newsletter for every reader');
      expect(message.headers['list-unsubscribe']).toBe(`<${SITE}/api/e-u/one-click?id=${token}>, <${SITE}/email-unsubscribe/${token}>`);
      expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(message.headers['list-id']).toBe('<newsletter.blog.example>');
      expect(message.headers['message-id']).toMatch(SITE_MESSAGE_ID);
      expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(message.body).toContain(`${SITE}/blog/${article.documentId}`);
      expect(message.body).toContain(`<a href="${SITE}/blog/${article.documentId}">`);
      expect(message.body).toContain(`${SITE}/email-unsubscribe/${token}`);
      // Each reader's message carries only that reader's code.
      for (const other of readers.filter((r) => r !== email)) expect(message.raw).not.toContain(tokens[other]);
    }
    // The one-click link in the header works as it stands.
    const oneClickUrl = new URL(/<([^>]+)>/.exec(mail.received[0].headers['list-unsubscribe'])![1]);
    const response = await cms.api().post(`${oneClickUrl.pathname}${oneClickUrl.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    const left = mail.received[0].to[0];
    mail.received.length = 0;
    await subscribeConfirmed(left);
  });

  it('quotes the first paragraph as its text: markup-like text kept, no space before punctuation, entities decoded', async () => {
    mail.received.length = 0;
    await createArticle(
      'Coding buttons that are buttons',
      '<h2>Buttons</h2><p>Use <code>&lt;button&gt;</code>, not <code>&lt;div&gt;</code>. See <a href="https://x.example">the guide</a>; it is <strong>short</strong> &amp; clear.</p><p>Second.</p>',
    );
    await runJobsAt(cms);
    await until(() => mail.received.length >= 2, 'two messages');
    const paragraph = 'Use <button>, not <div>. See the guide; it is short & clear.';
    expect(mail.received[0].body).toContain(`A new article: Coding buttons that are buttons\r\n\r\n${paragraph}\r\n`);
    expect(mail.received[0].body).toContain('<p>Use &lt;button&gt;, not &lt;div&gt;. See the guide; it is short &amp; clear.</p>');
    expect(mail.received[0].body).not.toContain('Second.');
  });

  it('escapes the title in the HTML body', async () => {
    mail.received.length = 0;
    await createArticle('Coding <b>bold</b> & "quoted"');
    await runJobsAt(cms);
    await until(() => mail.received.length >= 2, 'two messages');
    expect(mail.received[0].headers.subject).toBe('Coding <b>bold</b> & "quoted"');
    expect(mail.received[0].body).toContain('<strong>Coding &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;</strong>');
  });

  it('never makes the create wait for the mail server: the e-mail leaves later, from the due jobs', async () => {
    mail.received.length = 0;
    mail.hold();
    let run: Promise<number> = Promise.resolve(0);
    try {
      const article = await createArticle('Coding while the mail server stalls');
      expect(article.documentId).toMatch(/^[a-z0-9]{24}$/);
      run = runJobsAt(cms);
      // The run is under way while the server still holds every message.
      await until(
        async () => (await cms.strapi.db.query(SENDS).findOne({ where: { article: article.documentId } }))?.state === 'sending',
        'the send under way',
      );
      expect(mail.received).toHaveLength(0);
    } finally {
      mail.release();
    }
    expect(await run).toBe(1);
    await until(() => mail.received.length >= 2, 'two messages after the release');
  });

  it('logs and skips an address the server refuses; the others still get theirs', async () => {
    mail.received.length = 0;
    mail.refuse(readers[0]);
    const warn = vi.spyOn(cms.strapi.log, 'warn');
    try {
      await createArticle('Coding for a refused mailbox');
      await runJobsAt(cms);
      await until(() => mail.received.length >= 1 && warn.mock.calls.length >= 1, 'one message and one warning');
      expect(mail.received.map((m) => m.to)).toEqual([[readers[1]]]);
      const { id } = await subscriberOf(readers[0]);
      expect(String(warn.mock.calls[0][0])).toMatch(new RegExp(`not sent to subscriber ${id}: `));
      // The log names the subscriber's row, never the address.
      expect(String(warn.mock.calls[0][0])).not.toContain('@');
    } finally {
      warn.mockRestore();
    }
  });

  it('a dead mail server fails no create', async () => {
    const dead = await startMailServer();
    await dead.close();
    cms.env.SMTP_URL = dead.url;
    await cms.restart();
    const warn = vi.spyOn(cms.strapi.log, 'warn');
    try {
      const article = await createArticle('Coding with the mail server down');
      await runJobsAt(cms);
      expect(await cms.strapi.documents(ARTICLE).findOne({ documentId: article.documentId })).toMatchObject({
        headingSave: 'Coding with the mail server down',
      });
      // Each subscriber's failure is logged; the run ends without throwing.
      await until(() => warn.mock.calls.length >= 2, 'a warning per subscriber');
      expect(warn.mock.calls.every(([text]) => /Newsletter: article \w+ not sent to subscriber \d+/.test(String(text)))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });

  it('without SMTP_URL, writes each message to DATA_DIR/outbox as an .eml file', async () => {
    cms.env.SMTP_URL = '';
    await cms.restart();
    const outbox = path.join(cms.env.DATA_DIR, 'outbox');
    const files = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
    expect(files()).toHaveLength(0);
    const article = await createArticle('Coding into the outbox');
    await runJobsAt(cms);
    await until(() => files().length >= 2, 'two .eml files');
    const messages = files().map((file) => parseMessage(fs.readFileSync(path.join(outbox, file), 'utf8'), []));
    expect(messages.map((m) => m.headers.to).sort()).toEqual([...readers].sort());
    for (const message of messages) {
      expect(message.headers.subject).toBe('Coding into the outbox');
      expect(message.headers.from).toBe(FROM);
      expect(message.headers['list-unsubscribe']).toMatch(
        new RegExp(`^<${SITE}/api/e-u/one-click\\?id=[A-Za-z0-9_-]{43}>, <${SITE}/email-unsubscribe/[A-Za-z0-9_-]{43}>$`),
      );
      expect(message.body).toContain(`${SITE}/blog/${article.documentId}`);
      expect(message.headers['list-id']).toBe('<newsletter.blog.example>');
      expect(message.headers['message-id']).toMatch(SITE_MESSAGE_ID);
    }
    expect(fs.statSync(path.join(outbox, files()[0])).mode & 0o777).toBe(0o600);
  });

  it('counts the subscribers of a database from before double opt-in as confirmed', async () => {
    const email = address();
    const knex = () => cms.strapi.db.connection;
    // The table as an older version left it: no confirmation columns, a subscriber in it.
    for (const column of ['confirmed', 'confirm_hash', 'confirm_sent_at'])
      await knex().schema.alterTable('subscribers', (table) => table.dropColumn(column));
    await knex()('subscribers').insert({
      document_id: 'u'.repeat(24),
      email,
      token: 'T'.repeat(43),
      created_at: new Date(),
      updated_at: new Date(),
    });
    // Strapi compares the database with its schema only when the schema it last applied has changed.
    await knex()('strapi_database_schema').del();
    await cms.restart();
    // SMTP_URL is empty since the test before: the article goes to the outbox.
    const outbox = path.join(cms.env.DATA_DIR, 'outbox');
    const before = new Set(fs.readdirSync(outbox));
    await createArticle('Coding for the readers of before');
    await runJobsAt(cms);
    const sentTo = () =>
      fs
        .readdirSync(outbox)
        .filter((file) => !before.has(file))
        .map((file) => parseMessage(fs.readFileSync(path.join(outbox, file), 'utf8'), []).headers.to);
    await until(() => sentTo().includes(email), 'the article for the earlier subscriber');
  }, 120_000);
});
