import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { jwtOf, signInForm, signInPath, wrongSignInBody } from './owner-session';

// Issue 14: asking again must not let a client shop for the question it can answer.
const ATTEMPTS_TABLE = 'sign_in_attempts';
const FAILURES_TABLE = 'sign_in_failures';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms?.stop());

// Each failed sign-in here is deliberate: none may lock the next one out.
beforeEach(async () => {
  await cms.strapi.db.connection(FAILURES_TABLE).del();
});

let addressCount = 0;
/** A client at an address of its own (TEST-NET-3). */
const client = () => supertest.agent(cms.strapi.server.httpServer).set('X-Forwarded-For', `203.0.113.${++addressCount}`);

const ask = async (agent: supertest.Agent) => {
  const response = await agent.get('/api/sign-in/question');
  expect(response.status).toBe(200);
  return response.body.data as { attempt: string; question: string };
};

/** A sign-in tried with the attempt, wrong in every part: it spends the attempt. */
const failedSignIn = async (agent: supertest.Agent, attempt: string) => {
  const response = await agent.post(signInPath(cms)).send(wrongSignInBody(attempt));
  expect(response.status).toBe(404);
};

describe('GET /api/sign-in/question, asked again', () => {
  it('answers the same question (and attempt) to one address until a sign-in is tried with it', async () => {
    const agent = client();
    const first = await ask(agent);
    for (let i = 0; i < 8; i++) expect(await ask(agent)).toEqual(first);
    // Another address has an attempt of its own, with the same question.
    const other = await ask(client());
    expect(other.attempt).not.toBe(first.attempt);
    expect(other.question).toBe(first.question);

    await failedSignIn(agent, first.attempt);
    const next = await ask(agent);
    expect(next.attempt).not.toBe(first.attempt);
    expect(await ask(agent)).toEqual(next);
  });

  it('may change once the question is spent: the server draws again', async () => {
    const agent = client();
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { attempt, question } = await ask(agent);
      seen.add(question);
      await failedSignIn(agent, attempt);
      await cms.strapi.db.connection(FAILURES_TABLE).del();
    }
    // 12 draws of 5 questions all alike would mean no draw (1 in 5^11).
    expect(seen.size).toBeGreaterThan(1);
  });

  it('answers a new one once the old one expired', async () => {
    const agent = client();
    const first = await ask(agent);
    await cms.strapi.db
      .connection(ATTEMPTS_TABLE)
      .where({ attempt: first.attempt })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await ask(agent)).attempt).not.toBe(first.attempt);
  });

  it('gives a burst of 20 concurrent asks from one address one question', async () => {
    const agent = client();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(agent)));
    expect(new Set(answers.map((answer) => answer.attempt)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.question)).size).toBe(1);
  });
});

// Issue 30: 40 addresses saw all five questions, and an attempt worked from any address.
describe('GET /api/sign-in/question, from many addresses', () => {
  it('answers one question to whoever asks until a sign-in is tried', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => ask(client())));
    expect(new Set(answers.map((answer) => answer.attempt)).size).toBe(40);
    expect(new Set(answers.map((answer) => answer.question)).size).toBe(1);
  });

  it('draws again after a try, for the next address that asks', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const agent = client();
      const { attempt, question } = await ask(agent);
      seen.add(question);
      await failedSignIn(agent, attempt);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('takes an attempt only from the address that asked for it, every other factor right', async () => {
    const asker = client();
    const form = await signInForm(cms, asker);
    const elsewhere = await client().post(signInPath(cms)).send(form);
    expect(elsewhere.status).toBe(404);
    expect(jwtOf(elsewhere)).toBeFalsy();
    // The attempt was not spent by the refused try: its own address still signs in with it.
    const own = await asker.post(signInPath(cms)).send({ ...form, humanCheck: (await signInForm(cms, asker)).humanCheck });
    expect(own.status).toBe(200);
    expect(jwtOf(own)).toBeTruthy();
  });
});
