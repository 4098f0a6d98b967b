import { expect } from 'vitest';
import type supertest from 'supertest';
import type { TestCms } from './harness';
import { serviceOf } from '../src/lib/services';
import { toBase64 } from '../../packages/test-kit/src/base64.mjs';
import { ownerOf } from '../../packages/test-kit/src/demo-owner.mjs';
import { picksOf, solveHumanCheck as solveWith } from '../../packages/test-kit/src/human-check.mjs';
import { signInForm as formOf, signInPath as pathOf, sessionCookieOf } from '../../packages/test-kit/src/sign-in.mjs';
import type { WireClient } from '../../packages/test-kit/src/wire.mjs';

/**
 * Sessions for tests of owner routes: the owner signs in through the real guarded route
 * with the test kit (packages/test-kit: question, answer, solved human check); a non-owner
 * gets a live session row of a user in the Authenticated role. Each returns the JWT to
 * send as `Cookie: session=<jwt>`.
 */
const HUMAN_CHECK = 'api::human-check.human-check';
const SESSIONS = 'api::owner-session.owner-session';

/** A supertest agent as the test kit's client. */
export function wireOf(agent: supertest.Agent): WireClient {
  const answer = ({ status, headers, body, text }: supertest.Response) => ({ status, headers, body, text });
  return {
    get: async (path) => answer(await agent.get(path)),
    post: async (path, body) => answer(await agent.post(path).send(body as object)),
  };
}

/** A challenge's right pictures, read from the database, as only the server knows them. */
export const answerOf = (cms: TestCms) => async (challenge: string) =>
  picksOf((await cms.strapi.db.query(HUMAN_CHECK).findOne({ where: { challenge } })).answer);

/** A solved human check's token, from a client of its own. */
export const solveHumanCheck = (cms: TestCms) => solveWith(wireOf(cms.api()), answerOf(cms));

/** The JWT of a response's `session` cookie. */
export const jwtOf = (response: supertest.Response) => sessionCookieOf(response.headers['set-cookie'])?.slice('session='.length);

export const signInPath = (cms: TestCms) => pathOf(cms.env.SITE_KEY);

/** A sign-in body with every factor right but `password`: a fresh question asked by `agent`, its answer, a solved human check. */
export const signInForm = (cms: TestCms, agent: supertest.Agent, password = cms.env.OWNER_PASSWORD) =>
  formOf(wireOf(agent), ownerOf(cms.env), { humanCheck: () => solveHumanCheck(cms), password });

/** A sign-in wrong in every part and cheap to send: no question asked, no human check solved. */
export const wrongSignInBody = (attempt = 'no-such-attempt') => ({
  admin: toBase64('x'),
  email: toBase64('x'),
  pswd: toBase64('x'),
  colours: 'x',
  answer: 'x',
  attempt,
  humanCheck: 'no-such-token-000000000000',
});

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
