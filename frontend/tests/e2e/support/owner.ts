import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse, type BrowserContext, type Cookie } from '@playwright/test';
import { answerOf } from './human-check';

// The demo owner of `npm start` (scripts/lib/env.mjs).
export const OWNER = {
  colours: '#1f6f5c #f4a261 #264653 #e76f51',
  answers: ['Lightweight', 'Ro', 'Rowan', 'function greet() {}', 'Application Programming Interface'],
  password: 'Quiet-River-2026',
  email: 'rowan.ellis@gmail.com',
  username: 'rowan_ellis',
};
export const QUESTIONS = [
  'What is your favourite weight category?',
  'What is your nickname?',
  'What is your name?',
  'Type a function.',
  'What is API?',
];
export const SITE_KEY = 'demo-site-key';
export const PRODUCT_SLUG = 'writer-blog';

/**
 * A picture address the site serves itself, for articles tests make: they show on /blog
 * while other tests run, and a picture from an unknown host would fail to load there.
 */
export const siteCover = () => new URL('/favicon.svg', test.info().project.use.baseURL).href;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
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
  const asked = await api.get(`${baseURL}/api/sign-in/question`);
  expect(asked.status()).toBe(200);
  const { attempt, question } = (await asked.json()).data;
  const { challenge } = (await (await api.get(`${baseURL}/api/human-check`)).json()).data;
  const verified = await api.post(`${baseURL}/api/human-check`, { data: { challenge, picks: answerOf(challenge) } });
  expect(verified.status()).toBe(200);
  const signedIn = await api.post(`${baseURL}/api/user-micro-organisms-observe-data/${SITE_KEY}`, {
    data: {
      admin: b64(OWNER.username),
      email: b64(OWNER.email),
      pswd: b64(OWNER.password),
      colours: OWNER.colours,
      answer: OWNER.answers[QUESTIONS.indexOf(question)],
      attempt,
      humanCheck: (await verified.json()).data.token,
    },
  });
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
  if (fs.existsSync(cacheFile())) return JSON.parse(fs.readFileSync(cacheFile(), 'utf8')) as Cookie;
  const cookie = await newOwnerSession(context, baseURL);
  fs.writeFileSync(cacheFile(), JSON.stringify(cookie));
  return cookie;
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
