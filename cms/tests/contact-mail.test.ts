import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Response } from 'supertest';
import { contactMessageMail } from '../src/api/ping/lib/contact-mail';
import { startCms, type TestCms } from './harness';
import { startMailServer, until, type Message } from './mail-server';
import { ownerSession, solveHumanCheck } from './owner-session';

const PING = 'api::ping.ping';
const SITE = 'https://blog.example';
const FROM = 'Notes from the Desk <desk@letters.example>';

let mail: Awaited<ReturnType<typeof startMailServer>>;
let cms: TestCms;
let ownerJwt: string;

beforeAll(async () => {
  mail = await startMailServer();
  cms = await startCms({ SMTP_URL: mail.url, PUBLIC_URL: SITE, MAIL_FROM: FROM });
  ownerJwt = await ownerSession(cms);
});
afterAll(async () => {
  await cms?.stop();
  await mail?.close();
});

const key = () => cms.env.SITE_KEY;
const owner = () => cms.env.OWNER_EMAIL.toLowerCase();
const asOwner = () => cms.api().set('Cookie', `session=${ownerJwt}`);
const switchPath = (id = key()) => `/api/contact-mail?id=${id}`;
const setSwitch = (body: unknown) =>
  asOwner()
    .put(switchPath())
    .send(body as object);

/** A reader's contact message (each agent is a client of its own: the form allows 5 an hour per address). */
async function sendContact(fields: { name?: string; email?: string; detail?: string } = {}) {
  return cms
    .api()
    .post(`/api/contacttry-${cms.env.PRODUCT_SLUG}?id=${key()}`)
    .send({
      name: 'Ada',
      email: 'ada@example.com',
      country: 'Wales',
      detail: 'Hello there.',
      ...fields,
      humanCheck: await solveHumanCheck(cms),
    });
}
const toOwner = () => mail.received.filter((message) => message.to.includes(owner()));
const pingsFrom = (email: string) => cms.strapi.documents(PING).findMany({ filters: { email } });
async function ownerMailAbout(detail: string): Promise<Message> {
  await until(() => toOwner().some((message) => message.body.includes(detail)), `the owner's e-mail about "${detail}"`);
  return toOwner().find((message) => message.body.includes(detail))!;
}

function expect400(response: Response, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message, details: {} } });
}

beforeEach(async () => {
  mail.received.length = 0;
  await cms.strapi.db.connection('site_flags').update({ contact_mail: true });
});

describe('GET and PUT /api/contact-mail?id={key} (owner: the Contact e-mails switch)', () => {
  it('is on by default, turns off and on, never cached', async () => {
    const shown = await asOwner().get(switchPath());
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.body).toEqual({ data: { contactMail: true } });
    const off = await setSwitch({ contactMail: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ data: { contactMail: false } });
    expect((await asOwner().get(switchPath())).body).toEqual({ data: { contactMail: false } });
    expect((await setSwitch({ contactMail: true })).body).toEqual({ data: { contactMail: true } });
  });

  it('counts a flags row from before the switch (no value) as on', async () => {
    await cms.strapi.db.connection('site_flags').update({ contact_mail: null });
    expect((await asOwner().get(switchPath())).body).toEqual({ data: { contactMail: true } });
  });

  it('answers 400 with the reason, and changes nothing', async () => {
    expect400(await setSwitch({}), 'contactMail: is required (true or false)');
    for (const contactMail of ['false', 0, null, 'off']) expect400(await setSwitch({ contactMail }), 'contactMail: must be true or false');
    expect400(await setSwitch([false]), 'the body must be a JSON object');
    expect400(await asOwner().get(switchPath('wrong-key')), 'id: unknown site key');
    expect((await asOwner().get(switchPath())).body).toEqual({ data: { contactMail: true } });
  });
});

describe('a contact message mailed to the owner', () => {
  it('with the switch on: stored, then mailed to OWNER_EMAIL, Reply-To the reader, the Message-ID at the site', async () => {
    const response = await sendContact({
      name: 'Ada Lovelace',
      email: 'ada.mail@example.com',
      detail: 'Your <b>post</b> & mine.\nTwo lines.',
    });
    expect(response.status).toBe(201);
    expect(await pingsFrom('ada.mail@example.com')).toHaveLength(1);
    const message = await ownerMailAbout('Two lines.');
    expect(message.to).toEqual([owner()]);
    expect(message.headers.from).toBe(FROM);
    expect(message.headers.subject).toBe('Contact message from Ada Lovelace');
    expect(message.headers['reply-to']).toBe('ada.mail@example.com');
    expect(message.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@blog\.example>$/);
    expect(message.body).toContain('Ada Lovelace <ada.mail@example.com>, Wales wrote on the contact page:');
    // The HTML part shows what the reader typed as text, never as markup.
    expect(message.body).toContain('Your &lt;b&gt;post&lt;/b&gt; &amp; mine.');
    expect(message.body).toContain(`${SITE}/dashboard/ping`);
  });

  it('with the switch off: stored, and nothing is mailed', async () => {
    await setSwitch({ contactMail: false });
    expect((await sendContact({ email: 'quiet@example.com', detail: 'Kept quiet.' })).status).toBe(201);
    expect(await pingsFrom('quiet@example.com')).toHaveLength(1);
    // A message sent after turning it back on arrives; the one before it never did.
    await setSwitch({ contactMail: true });
    expect((await sendContact({ email: 'loud@example.com', detail: 'Said aloud.' })).status).toBe(201);
    await ownerMailAbout('Said aloud.');
    expect(toOwner().filter((message) => message.body.includes('Kept quiet.'))).toEqual([]);
  });

  it('a name that looks like headers stays in the subject; no other recipient is added', async () => {
    expect((await sendContact({ name: 'Ada <x@evil.example>, Bcc: y@evil.example', detail: 'Header test.' })).status).toBe(201);
    const message = await ownerMailAbout('Header test.');
    expect(message.to).toEqual([owner()]);
    expect(message.headers.subject).toBe('Contact message from Ada <x@evil.example>, Bcc: y@evil.example');
    expect(message.headers.bcc).toBeUndefined();
  });

  it('a mail failure fails nothing: 201, the message stored, the failure logged', async () => {
    const error = vi.spyOn(cms.strapi.log, 'error');
    mail.refuse(owner());
    try {
      expect((await sendContact({ email: 'unlucky@example.com', detail: 'Lost mail?' })).status).toBe(201);
      expect(await pingsFrom('unlucky@example.com')).toHaveLength(1);
      await until(() => error.mock.calls.some(([text]) => String(text).startsWith('Contact e-mail to the owner')), 'the logged failure');
      expect(toOwner()).toEqual([]);
    } finally {
      mail.accept(owner());
      error.mockRestore();
    }
  });
});

describe('contactMessageMail', () => {
  it('keeps the subject on one line and sets Reply-To only for a valid address', () => {
    const built = contactMessageMail(SITE, 'owner@blog.example', {
      name: 'Ada\r\nBcc: y@evil.example\u2028x',
      email: 'ada@example.com\r\nBcc: y@evil.example',
      country: 'Wales',
      message: 'Hi',
    });
    expect(built.subject).toBe('Contact message from Ada Bcc: y@evil.example x');
    expect(built).not.toHaveProperty('replyTo');
    expect(built.to).toBe('owner@blog.example');
    expect(contactMessageMail(SITE, 'owner@blog.example', { name: ' ', email: 'a@b.example', country: 'UK', message: 'Hi' })).toMatchObject(
      {
        subject: 'Contact message from a reader',
        replyTo: 'a@b.example',
      },
    );
  });
});
