import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse, type BrowserContext, type Cookie } from '@playwright/test';
import { DEMO, DEMO_OWNER } from '../../../../packages/test-kit/src/demo-owner.mjs';
import { signInForm, signInPath } from '../../../../packages/test-kit/src/sign-in.mjs';
import { humanCheckToken } from './human-check';
import { wireOf } from './wire';

/** The owner of the site under test: `npm start`'s demo owner (scripts/lib/env.mjs). */
export const OWNER = DEMO_OWNER;
export const SITE_KEY = DEMO.SITE_KEY;
export const PRODUCT_SLUG = DEMO.PRODUCT_SLUG;

/**
 * A picture address the site serves itself, for articles tests make: they show on /blog
 * while other tests run, and a picture from an unknown host would fail to load there.
 */
export const siteCover = () => new URL('/favicon.svg', test.info().project.use.baseURL).href;

const cacheFile = () => path.join(process.env.E2E_DATA_DIR as string, 'owner-session.json');

/**
 * Makes the context's API calls (page.request is the same object) name the site's origin, as
 * the site's own pages do: the web server refuses the owner's calls from anywhere else
 * (frontend/server/request-provenance.ts). Browser pages of the context are left as they are.
 */
export function callsAsSitePage(api: APIRequestContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  for (const name of ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const) {
    const call = api[name].bind(api) as (url: unknown, options?: { headers?: Record<string, string> }) => Promise<APIResponse>;
    Object.assign(api, {
      [name]: (url: unknown, options: { headers?: Record<string, string> } = {}) =>
        call(url, { ...options, headers: { Origin: origin, ...options.headers } }),
    });
  }
}

/**
 * A new session of the owner, made through the real guarded sign-in route (question, human
 * check answered from the database, every factor) with the context's API calls.
 */
export async function newOwnerSession(context: BrowserContext, baseURL: string): Promise<Cookie> {
  const api = context.request;
  const body = await signInForm(wireOf(api, baseURL), OWNER, { humanCheck: () => humanCheckToken(api, baseURL) });
  const signedIn = await api.post(`${baseURL}${signInPath(SITE_KEY)}`, { data: body });
  expect(signedIn.status()).toBe(200);
  const cookie = (await context.cookies()).find((c) => c.name === 'session');
  expect(cookie).toBeTruthy();
  return cookie!;
}

/**
 * The owner's session cookie, made once per test run and shared by the workers: signing in
 * for every test would spend the per-address limits of the sign-in routes that sign-in.spec.ts tests.
 */
async function ownerCookie(context: BrowserContext, baseURL: string): Promise<Cookie> {
  const cached = () => (fs.existsSync(cacheFile()) ? (JSON.parse(fs.readFileSync(cacheFile(), 'utf8')) as Cookie) : null);
  // One worker signs in while the others wait for its cookie: an address has one open sign-in
  // attempt (cms/src/api/sign-in-attempt), so two at once would fail one of them, a failure on record.
  const lock = `${cacheFile()}.lock`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const cookie = cached();
    if (cookie) return cookie;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      // Another worker is signing in (or left a lock behind: past the minute, sign in anyway).
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  try {
    const cookie = cached() ?? (await newOwnerSession(context, baseURL));
    // Whole or not at all for a worker reading it meanwhile.
    fs.writeFileSync(`${cacheFile()}.new`, JSON.stringify(cookie));
    fs.renameSync(`${cacheFile()}.new`, cacheFile());
    return cookie;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Signs the browser context in as the owner: the session cookie, the display-only auth
 * record the dashboard keeps in local storage, and its API calls made as the site's pages make them.
 */
export async function signInAsOwner(context: BrowserContext, baseURL: string) {
  callsAsSitePage(context.request, baseURL);
  const cookie = await ownerCookie(context, baseURL);
  await context.addCookies([cookie]);
  await context.addInitScript(
    (record) => {
      if (!window.localStorage.getItem('auth')) window.localStorage.setItem('auth', record);
    },
    JSON.stringify({ generalisedData: { username: OWNER.username, email: OWNER.email }, result: 'owner' }),
  );
}
