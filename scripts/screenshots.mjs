// The README's pictures: docs/screenshots/reader.png (the blog's article list) and
// docs/screenshots/dashboard.png (the dashboard after signing in through the sign-in form),
// desktop size, light theme, in Debian's Chromium.
//
// Run it against a demo site that `npm start` serves on this machine (SQLite):
//   node scripts/screenshots.mjs
// SITE_URL (else PUBLIC_URL, else http://localhost:$WEB_PORT) is the site; DATA_DIR and
// DATABASE_FILENAME name its database, which only a local demo can read: the human check's
// answers never leave the server, so the script looks them up there as the end-to-end tests do.
// The owner's values are the demo's unless OWNER_*, SIGNIN_COLOURS and SIGNIN_ANSWERS are set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { ownerOf } from '../packages/test-kit/src/demo-owner.mjs';
import { ANSWER_QUERY, HUMAN_CHECK_PATH, picksOf } from '../packages/test-kit/src/human-check.mjs';
import { answerTo, QUESTION_PATH } from '../packages/test-kit/src/sign-in.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { DEMO, ROOT } from './lib/env.mjs';

/** @type {Record<string, string>} */
const env = { ...DEMO, ...Object.fromEntries(Object.entries(process.env).filter(([, value]) => value)) };
const owner = ownerOf(env);
const siteUrl = env.SITE_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.WEB_PORT}`;
const databaseFile = path.join(path.resolve(ROOT, env.DATA_DIR ?? '.data'), env.DATABASE_FILENAME);
const outDir = path.join(ROOT, 'docs', 'screenshots');

/**
 * One row from the site's database (the demo's SQLite file), read-only.
 * @param {string} sql
 * @param {string} key
 * @returns {Record<string, any>}
 */
function lookUp(sql, key) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return /** @type {Record<string, any>} */ (db.prepare(sql).get(key));
  } finally {
    db.close();
  }
}

/** Ticks "I am not a robot" and picks the right pictures, as a person would. */
async function passHumanCheck(page, form) {
  const issued = page.waitForResponse((r) => r.url().endsWith(HUMAN_CHECK_PATH) && r.request().method() === 'GET');
  await form.getByRole('checkbox', { name: 'I am not a robot' }).click();
  const { challenge } = (await (await issued).json()).data;
  await form.getByRole('group', { name: 'Human check' }).waitFor();
  const { answer } = lookUp(ANSWER_QUERY, challenge);
  for (const index of picksOf(answer)) await form.getByRole('button', { name: `Picture ${index + 1}`, exact: true }).click();
  await form.getByRole('button', { name: 'Verify' }).click();
  await form.getByRole('checkbox', { name: 'I am not a robot', checked: true }).waitFor();
}

/** The owner's sign-in at /sign-in, field by field, ending on /dashboard. */
async function signIn(page) {
  const asked = page.waitForResponse((r) => r.url().includes(QUESTION_PATH));
  await page.goto('/sign-in');
  const { question } = (await (await asked).json()).data;
  await page.getByRole('button', { name: 'sign-in' }).click();
  const form = page.locator('.sign-in-form');
  await form.getByLabel('Colour sequence').fill(owner.colours);
  await form.locator('input[name="answer"]').fill(answerTo(owner, question));
  await form.getByLabel('Password').fill(owner.password);
  await form.getByLabel('E-mail').fill(owner.email);
  await form.getByLabel('Username').fill(owner.username);
  // Last, as the form asks: a solved check counts for 15 s.
  await passHumanCheck(page, form);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});
try {
  // Light is the theme without its cookie, so a fresh context shows it.
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  // A returning reader: the cookie notice is answered, so it covers nothing.
  await context.addCookies([{ name: 'cookieBanner', value: 'true', url: siteUrl }]);
  const page = await context.newPage();
  mkdirSync(outDir, { recursive: true });

  await page.goto('/blog', { waitUntil: 'networkidle' });
  await page.screenshot({ path: path.join(outDir, 'reader.png') });

  await signIn(page);
  await page.getByText(`Signed in as ${owner.username}`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, 'dashboard.png') });
  console.log(`Wrote ${path.relative(ROOT, outDir)}/reader.png and dashboard.png from ${siteUrl}`);
} finally {
  await browser.close();
}
