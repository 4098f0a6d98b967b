// The owner's sign-in as the form sends it (docs/api.md, Sign-in): a question asked, a human
// check solved, then every factor in one POST, the credentials in base64.
import { createRequire } from 'node:module';
import { toBase64 } from './base64.mjs';
import { expectOk } from './wire.mjs';

/** @typedef {import('./wire.mjs').WireClient} WireClient */
/** @typedef {import('./demo-owner.mjs').Owner} Owner */
/** @typedef {{ admin: string, email: string, pswd: string, colours: string, answer: string, attempt: string, humanCheck: string }} SignInBody */

/**
 * The security questions, in the order SIGNIN_ANSWERS answers them: the CMS's own list.
 * @type {readonly string[]}
 */
export const SIGN_IN_QUESTIONS = createRequire(import.meta.url)('../../../cms/src/lib/sign-in-questions.json');

export const QUESTION_PATH = '/api/sign-in/question';

/** @param {string} siteKey */
export const signInPath = (siteKey) => `/api/user-micro-organisms-observe-data/${siteKey}`;

/**
 * The owner's answer to a question, as the server words it.
 * @param {Owner} owner
 * @param {string} question
 */
export function answerTo(owner, question) {
  const index = SIGN_IN_QUESTIONS.indexOf(question);
  if (index === -1) throw new Error(`not a sign-in question: ${question}`);
  return owner.answers[index];
}

/**
 * The sign-in's body: every factor of `owner` right but `password`, for the asked question.
 * @param {Owner} owner
 * @param {{ attempt: string, question: string, humanCheck: string, password?: string }} factors
 * @returns {SignInBody}
 */
export function signInBody(owner, { attempt, question, humanCheck, password = owner.password }) {
  return {
    admin: toBase64(owner.username),
    email: toBase64(owner.email),
    pswd: toBase64(password),
    colours: owner.colours,
    answer: answerTo(owner, question),
    attempt,
    humanCheck,
  };
}

/**
 * A sign-in body ready to send: a fresh question asked by `client`, its answer, a solved human check.
 * @param {WireClient} client
 * @param {Owner} owner
 * @param {{ humanCheck: () => Promise<string>, password?: string }} options `humanCheck` solves one (see human-check.mjs)
 * @returns {Promise<SignInBody>}
 */
export async function signInForm(client, owner, { humanCheck, password }) {
  const asked = expectOk(`GET ${QUESTION_PATH}`, await client.get(QUESTION_PATH));
  const { attempt, question } = asked.body.data;
  return signInBody(owner, { attempt, question, humanCheck: await humanCheck(), password });
}

/**
 * The `session=<jwt>` pair of a sign-in's Set-Cookie headers, if one was set.
 * @param {string | string[] | undefined} setCookie
 */
export function sessionCookieOf(setCookie) {
  return [setCookie ?? []]
    .flat()
    .find((line) => line.startsWith('session='))
    ?.split(';')[0];
}
