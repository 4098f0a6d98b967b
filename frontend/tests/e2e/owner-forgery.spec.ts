import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type BrowserContext } from '@playwright/test';
import { test } from './support/test';
import { PRODUCT_SLUG, SITE_KEY, callsAsSitePage, newOwnerSession } from './support/owner';

// Issue 14: a page of another origin must neither read nor change the owner's data nor sign the
// owner out. The owner's session cookie is SameSite=Strict, but a page on another port of the same
// host is the same site, so the browser sends the cookie with everything that page asks for.

const TOKEN = `Fg${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const VAULT = `/api/hash-pswd?id=${SITE_KEY}`;
const DRAFTS = `/api/article-draft-${PRODUCT_SLUG}/?id=${SITE_KEY}&reference=abc`;

/** The attacker's site: an empty page at every address, where the test runs the attacker's script. */
let attacker: Server;
let attackerPort = 0;
test.beforeAll(async () => {
  attacker = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Attacker</title><p>Nothing to see.</p>'),
  );
  // Every interface, IPv6 too: `localhost` may be tried as ::1 first.
  await new Promise<void>((resolve) => attacker.listen(0, resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});
test.afterAll(
  () =>
    new Promise<void>((resolve) => {
      attacker.close(() => resolve());
      attacker.closeAllConnections();
    }),
);

/** The owner, signed in in this browser with a session of this test alone (a forged signout would end it). */
async function ownerSignedIn(context: BrowserContext, baseURL: string) {
  callsAsSitePage(context.request, baseURL);
  await newOwnerSession(context, baseURL);
  // The vault answers the owner (an empty one too: `{ "data": [], ... }`), so a read that gets through shows.
  expect((await context.request.get(VAULT)).status()).toBe(200);
}

/** Submits a form the attacker's page builds, to the site, in a tab of its own, and answers the site's answer. */
async function submitForm(context: BrowserContext, attackerPage: string, action: string, enctype: string, fields: [string, string][]) {
  const page = await context.newPage();
  await page.goto(attackerPage);
  const answered = page.waitForResponse((r) => r.url() === action && r.request().method() === 'POST');
  await page.evaluate(
    ({ action, enctype, fields }) => {
      const form = Object.assign(document.createElement('form'), { method: 'POST', action, enctype });
      for (const [name, value] of fields) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(form);
      form.submit();
    },
    { action, enctype, fields },
  );
  const answer = await answered;
  await page.close();
  return answer;
}

const ATTACKERS = [
  { name: 'a page on another port of the same host (same site)', host: (site: URL) => site.hostname },
  { name: 'a page on another host name (another site)', host: (site: URL) => (site.hostname === 'localhost' ? '127.0.0.1' : 'localhost') },
];

for (const { name, host } of ATTACKERS) {
  test(`${name} can neither read the vault, nor save a draft, nor sign the owner out`, async ({ page, context, baseURL }) => {
    const site = new URL(baseURL!);
    await ownerSignedIn(context, baseURL!);
    const heading = `${TOKEN} planted by ${host(site)}`;
    const attackerPage = `http://${host(site)}:${attackerPort}/`;
    // What the attacker's pages ask of the site, and the answers the browser got (a fetch the
    // browser's CORS check stops has none to show).
    const toSite = (url: string) => new URL(url).origin === site.origin && /^\/(api|signout)\b/.test(new URL(url).pathname);
    const asked: string[] = [];
    const statuses: number[] = [];
    context.on('request', (r) => toSite(r.url()) && asked.push(`${r.method()} ${r.url()}`));
    context.on('response', (r) => toSite(r.url()) && statuses.push(r.status()));

    // Reading: a credentialed fetch (its answer readable only if the site allowed this origin) and a no-cors one.
    await page.goto(attackerPage);
    const read = await page.evaluate(async (address) => {
      const seen: string[] = [];
      for (const mode of ['cors', 'no-cors'] as const) {
        try {
          const answer = await fetch(address, { credentials: 'include', mode });
          seen.push(`${mode} ${answer.type} ${answer.status} ${await answer.text()}`);
        } catch (error) {
          seen.push(`${mode} refused: ${String(error)}`);
        }
      }
      return seen.join('\n');
    }, `${site.origin}${VAULT}`);
    expect.soft(read, 'what the attacker read').not.toMatch(/"data":\[/);

    // Changing: a draft sent as each kind of body a form can send, then a signout.
    const draftAddress = `${site.origin}${DRAFTS}`;
    const forms: [string, string, [string, string][]][] = [
      [
        draftAddress,
        'application/x-www-form-urlencoded',
        [
          ['headingSave', heading],
          ['category', 'Health'],
        ],
      ],
      [
        draftAddress,
        'multipart/form-data',
        [
          ['headingSave', heading],
          ['category', 'Health'],
        ],
      ],
      // text/plain sends `name=value`: this body reads as JSON, `{"headingSave":"...","x":"="}`.
      [draftAddress, 'text/plain', [[`{"headingSave":"${heading}","x":"`, '"}']]],
      [`${site.origin}/signout`, 'application/x-www-form-urlencoded', [['x', '1']]],
    ];
    for (const [action, enctype, fields] of forms) {
      const answer = await submitForm(context, attackerPage, action, enctype, fields);
      expect.soft(answer.status(), `${enctype} POST ${action}`).toBe(403);
    }
    // Everything the attacker's page asked of the site was refused at the door.
    expect.soft(asked, 'two reads and the forms').toHaveLength(forms.length + 2);
    expect.soft(statuses.length).toBeGreaterThanOrEqual(forms.length);
    expect
      .soft(
        statuses.filter((status) => status !== 403),
        'answers other than 403',
      )
      .toEqual([]);

    // Through the owner's own calls: still signed in, and no draft was made.
    expect
      .soft(
        (await context.cookies(site.origin)).some((c) => c.name === 'session' && c.value),
        'the session cookie is kept',
      )
      .toBe(true);
    const session = (await context.request.get('/api/session')).status();
    expect.soft(session, 'the session is alive').toBe(201);
    // Signed in again only to take away what a successful attack left.
    if (session !== 201) await newOwnerSession(context, baseURL!);
    const drafts = (await (await context.request.get(DRAFTS)).json()).data as { _id: string; headingSave: string }[];
    const planted = drafts.filter((draft) => draft.headingSave?.includes(TOKEN));
    for (const draft of planted) await context.request.delete(DRAFTS, { data: { arg: draft._id } });
    expect(planted.map((draft) => draft.headingSave)).toEqual([]);
  });
}
