import { expect } from 'vitest';
import type supertest from 'supertest';
import type { TestCms } from './harness';
import { serviceOf } from '../src/lib/services';

/**
 * Sessions for tests of owner routes, made the way sign-in.test.ts makes them:
 * the owner signs in through the real guarded route (question, answer, solved
 * human check); a non-owner gets a live session row of a user in the
 * Authenticated role. Each returns the JWT to send as `Cookie: session=<jwt>`.
 */
const QUESTIONS = [
  'What is your favourite weight category?',
  'What is your nickname?',
  'What is your name?',
  'Type a function.',
  'What is API?',
];
const HUMAN_CHECK = 'api::human-check.human-check';
const SESSIONS = 'api::owner-session.owner-session';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A solved human check: the answer read from the database, as only the server knows it. */
export async function solveHumanCheck(cms: TestCms): Promise<string> {
  const agent = cms.api();
  const { challenge } = (await agent.get('/api/human-check')).body.data;
  const row = await cms.strapi.db.query(HUMAN_CHECK).findOne({ where: { challenge } });
  const response = await agent.post('/api/human-check').send({ challenge, picks: row.answer });
  expect(response.status).toBe(200);
  return response.body.data.token;
}

const jwtOf = (response: supertest.Response) => {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return /^session=([^;]*)/.exec(cookies.find((line) => line.startsWith('session=')) ?? '')?.[1];
};

export const signInPath = (cms: TestCms) => `/api/user-micro-organisms-observe-data/${cms.env.SITE_KEY}`;

/** A sign-in body with every factor right but `password`: a fresh question asked by `agent`, its answer, a solved human check. */
export async function signInForm(cms: TestCms, agent: supertest.Agent, password = cms.env.OWNER_PASSWORD) {
  const asked = await agent.get('/api/sign-in/question');
  expect(asked.status).toBe(200);
  const { attempt, question } = asked.body.data;
  return {
    admin: b64(cms.env.OWNER_USERNAME),
    email: b64(cms.env.OWNER_EMAIL),
    pswd: b64(password),
    colours: cms.env.SIGNIN_COLOURS,
    answer: cms.env.SIGNIN_ANSWERS.split('|')[QUESTIONS.indexOf(question)],
    attempt,
    humanCheck: await solveHumanCheck(cms),
  };
}

/** Signs the owner in through POST /api/user-micro-organisms-observe-data/{key}: the session's JWT. */
export async function ownerSession(cms: TestCms): Promise<string> {
  const agent = cms.api();
  const response = await agent.post(signInPath(cms)).send(await signInForm(cms, agent));
  expect(response.status).toBe(200);
  const jwt = jwtOf(response);
  expect(jwt).toBeTruthy();
  return jwt as string;
}

/** A live session of a signed-in user who is not the owner (users-permissions' Authenticated role). */
export async function strangerSession(cms: TestCms, name = 'someone_else'): Promise<string> {
  const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const user = await cms.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: name,
      email: `${name}@example.com`,
      password: 'Another-Pass-1',
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
  return serviceOf(cms.strapi, SESSIONS).open(user.id);
}

/** The JWT with one character of its signature changed: a tampered cookie. */
export function tampered(jwt: string): string {
  const [header, payload, signature] = jwt.split('.');
  const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
  return `${header}.${payload}.${flipped}`;
}
