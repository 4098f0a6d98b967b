import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { ownerSession, strangerSession } from './owner-session';
import { fingerprint, isPublic, nameOf, routeTable } from './route-table';
import { CATEGORIES, casesOf, type Valid } from './bad-input/cases';
import { applyCombination, combinationOf, labelOf } from './bad-input/combinations';
import { POLLUTED } from './bad-input/nasty';
import { BadInputPass, type Caller, type Target } from './bad-input/pass';
import { GENERIC_INPUT, ROUTE_INPUTS, type Fixtures, type Kit } from './bad-input/route-inputs';
import { stored } from '../src/lib/stored';

/**
 * Bad input on every route of the API, public and the owner's (issue #8,
 * "Bad input"): wrong types, missing and extra fields, bodies over the 1 MB
 * limit, bytes that are not UTF-8, prototype-pollution keys, SQL injection and
 * path traversal, one field at a time from a valid request (bad-input/cases.ts),
 * then fast-check's combinations of them. Every answer is below 500, and a
 * refusal changes no table (bad-input/pass.ts). The owner's routes are tried
 * signed in, where the input reaches the handlers, and signed out and as a
 * stranger, where only the body parser and the policies see it.
 *
 * BAD_INPUT_SEED=<n> replays another generation; the seed is printed.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_260_608);
/** Generated combinations per route, for its main caller and for each refused one. */
const RUNS = { main: 6, refused: 1 };

let cms: TestCms;
let pass: BadInputPass;
let targets: Target[];
/** Each target's valid request, read once for its shape; every case asks for a fresh one. */
const shapes = new Map<Target, Valid>();
const startedAt = Date.now();
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  cms = await startCms();
  // Listening once: supertest would otherwise open and close a port for every one of thousands of requests.
  await new Promise<void>((listening) => cms.strapi.server.httpServer.listen(0, '127.0.0.1', listening));
  const sessions: Record<Caller, string | null> = { anonymous: null, stranger: await strangerSession(cms), owner: await ownerSession(cms) };
  let serial = 0;
  const kit: Kit = { cms, fixtures: await fixtures(cms, sessions.owner as string), unique: () => (serial += 1) };
  pass = new BadInputPass(cms, kit, sessions);
  targets = routeTable(cms).flatMap((route) => {
    const input = ROUTE_INPUTS[nameOf(route)] ?? GENERIC_INPUT;
    const callers: Caller[] = isPublic(route) ? ['anonymous'] : ['owner', 'anonymous', 'stranger'];
    return callers.map((caller) => ({ route, input, caller }));
  });
  for (const target of targets) shapes.set(target, await pass.validOf(target));
});

afterAll(async () => {
  if (pass) {
    const counts = CATEGORIES.map((category) => `  ${category}: ${pass.tried.get(category) ?? 0}`).join('\n');
    const total = [...pass.tried.values()].reduce((sum, count) => sum + count, 0);
    const statuses = [...pass.answered]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    // process.stdout, not console: the API project shows console output of failed tests only.
    process.stdout.write(
      `\nbad-input pass (${process.env.TEST_DATABASE ?? 'sqlite'}), fast-check seed ${SEED}: ${total} inputs on ${new Set(targets.map((t) => nameOf(t.route))).size} routes in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n${counts}\n` +
        `  answers: ${statuses}\n` +
        `  routes without a known valid request (generic cases only): ${
          targets
            .filter((t) => t.input === GENERIC_INPUT)
            .map((t) => nameOf(t.route))
            .join(', ') || 'none'
        }\n`,
    );
  }
  await cms?.stop();
});

/** Rows the pass reads and edits; it deletes only ids that name nothing, so they stay. */
async function fixtures(cms: TestCms, ownerJwt: string): Promise<Fixtures> {
  const [article, edited] = await cms.strapi
    .documents('api::article.article')
    .findMany({ sort: [{ id: 'asc' }], limit: 2, fields: ['href'] });
  const quote = stored(await cms.strapi.documents('api::quote.quote').findFirst({ fields: ['id'] }), 'quote');
  const draft = await cms.strapi
    .documents('api::draft.draft')
    .create({ data: { headingSave: 'A draft to edit', href: '/a-draft-to-edit', category: 'Health' } });
  const entry = await cms
    .api()
    .post(`/api/hash-pswd?id=${cms.env.SITE_KEY}`)
    .set('Cookie', `session=${ownerJwt}`)
    .send({ name: 'An entry to edit', password: 'p' });
  expect(entry.status).toBe(201);
  return {
    article: { documentId: article.documentId, href: stored(article.href, 'href') },
    editedArticleId: edited.documentId,
    quoteId: quote.documentId,
    draftId: draft.documentId,
    vaultEntryId: entry.body.data._id,
  };
}

/** Whether the caller's input reaches the route's handler: the owner's on an owner route, anyone's on a public one. */
const reaches = (target: Target) => target.caller === 'owner' || isPublic(target.route);

describe('every route, one bad field at a time', () => {
  it('reads the route table and a real fingerprint', async () => {
    expect(targets.length).toBeGreaterThan(40);
    // A fingerprint of no tables would pass every "nothing changed" check.
    expect(await fingerprint(cms)).toMatch(/(^|\|)articles:\d+:\d+/);
  });

  it.each(CATEGORIES.filter((category) => category !== 'fast-check combinations'))(
    '%s',
    async (category) => {
      for (const target of targets) {
        const reach = reaches(target) ? 'handler' : 'policies';
        const notJson = target.input.notJson === true;
        for (const testCase of casesOf({ method: target.route.method, valid: shapes.get(target) as Valid, reach, notJson })) {
          if (testCase.category === category) await pass.run(target, testCase);
        }
      }
      expect(pass.failures.filter((failure) => failure.includes(`[${category}]`))).toEqual([]);
    },
    120_000,
  );
});

describe('every route, generated combinations', () => {
  it(`fast-check, seed ${SEED}`, async () => {
    const replays: string[] = [];
    for (const target of targets) {
      const property = fc.asyncProperty(combinationOf(shapes.get(target) as Valid), (combination) =>
        pass.run(target, {
          category: 'fast-check combinations',
          label: labelOf(combination),
          mutate: (fresh) => applyCombination(fresh, combination),
        }),
      );
      // The pass records what failed; shrinking would replay each input against a database it already changed.
      const details = await fc.check(property, { seed: SEED, numRuns: reaches(target) ? RUNS.main : RUNS.refused, endOnFailure: true });
      if (details.failed)
        replays.push(`${nameOf(target.route)} as ${target.caller}: replay with seed ${details.seed}, path ${details.counterexamplePath}`);
    }
    expect([...pass.failures.filter((failure) => failure.includes('[fast-check combinations]')), ...replays]).toEqual([]);
  }, 120_000);
});

describe('after the pass', () => {
  it('left Object.prototype as it was and every table in place', async () => {
    expect(({} as Record<string, unknown>)[POLLUTED]).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    const knex = cms.strapi.db.connection;
    const missing = [];
    for (const meta of cms.strapi.db.metadata.values()) if (!(await knex.schema.hasTable(meta.tableName))) missing.push(meta.tableName);
    expect(missing).toEqual([]);
  });
});
