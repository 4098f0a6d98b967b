import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { strangerSession, tampered } from './owner-session';

/**
 * Every route of every API, read from Strapi's own route table: a route is
 * either on the public list below (what a reader or the sign-in gate calls)
 * or it is the owner's, and then it must answer 401 to no session, an expired
 * session and a tampered cookie, and 403 to a signed-in user who is not the
 * owner, with nothing changed in the database. A new route that is on neither
 * side fails the first test, so it cannot be forgotten.
 */
const PUBLIC = new Set([
  'GET /articles', 'GET /articles/:id', 'GET /quotes', 'GET /quotes/:id',
  'GET /getapostadsfgd', 'POST /article-single', 'GET /article', 'GET /post', 'GET /search', 'GET /quote/random',
  'POST /daily-6567', 'PUT /m4-cxrbine', 'GET /bufycg', 'GET /monitor',
  'GET /human-check', 'POST /human-check',
  'POST /opinion-about-article-{product}', 'POST /contacttry-{product}',
  'GET /like', 'GET /unlike', 'POST /like', 'POST /unlike',
  'POST /emailAPIgfhcgbjknk', 'POST /e-u', 'POST /e-u/one-click',
  'GET /sign-in/question', 'POST /user-micro-organisms-observe-data/:key', 'GET /session', 'POST /signout', 'POST /visitor',
]);

type RouteRow = { method: string; path: string; policies: unknown[] };

let cms: TestCms;
let strangerJwt: string;
let expiredJwt: string;

beforeAll(async () => {
  cms = await startCms();
  strangerJwt = await strangerSession(cms);
  // A session of the owner that has run out: the JWT is still well signed, its row has expired.
  const owner = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: cms.env.OWNER_USERNAME } });
  expiredJwt = await cms.strapi.service('api::owner-session.owner-session').create(owner.id);
  await cms.strapi.db.connection('owner_sessions').where({ user_id: owner.id }).update({ expires_at: new Date(Date.now() - 1000) });
});
afterAll(() => cms?.stop());

/** The content API's routes as Strapi mounted them, with `{product}` for the product slug. */
function routeTable(): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const api of Object.values(cms.strapi.apis) as any[]) {
    for (const router of Object.values(api.routes ?? {}) as any[]) {
      for (const route of router.routes ?? []) {
        rows.push({
          method: route.method,
          path: route.path.replace(cms.env.PRODUCT_SLUG, '{product}'),
          policies: route.config?.policies ?? [],
        });
      }
    }
  }
  return rows;
}

const nameOf = (route: RouteRow) => `${route.method} ${route.path}`;
const ownerRoutes = () => routeTable().filter((route) => !PUBLIC.has(nameOf(route)));

/** Row counts and last changes of every table but the rate limiter's and Strapi's own bookkeeping. */
async function fingerprint(): Promise<string> {
  const knex = cms.strapi.db.connection;
  const tables = Object.values(cms.strapi.db.metadata.getAll?.() ?? {})
    .map((meta: any) => meta.tableName as string)
    .filter((name) => name && !name.startsWith('strapi_') && !name.startsWith('admin_') && !name.startsWith('up_') && name !== 'rate_limits');
  const parts: string[] = [];
  for (const table of [...new Set(tables)].sort()) {
    const columns = await knex(table).columnInfo();
    const row: any = await knex(table)
      .count({ rows: '*' })
      .modify((query) => { if ('updated_at' in columns) query.max({ changed: 'updated_at' }); })
      .first();
    parts.push(`${table}:${row?.rows}:${row?.changed ?? ''}`);
  }
  return parts.join('|');
}

function call(route: RouteRow, jwt: string | null) {
  const url = `/api${route.path.replace('{product}', cms.env.PRODUCT_SLUG).replace(/:[A-Za-z]+/g, 'x')}?id=${cms.env.SITE_KEY}&reference=abc`;
  const agent = cms.api();
  const request = (agent as any)[route.method.toLowerCase()](url);
  if (jwt !== null) request.set('Cookie', `session=${jwt}`);
  return route.method === 'GET' || route.method === 'DELETE' ? request : request.send({ name: 'x', password: 'x', r: 'red', monitor: true });
}

describe('the route table', () => {
  it('has owner routes, and every route off the public list is guarded by the owner policy', () => {
    const owner = ownerRoutes();
    expect(owner.length).toBeGreaterThanOrEqual(6);
    const unguarded = owner.filter((route) => !route.policies.includes('global::is-owner')).map(nameOf);
    expect(unguarded).toEqual([]);
  });

  it('lists no public route that does not exist any more', () => {
    const mounted = new Set(routeTable().map(nameOf));
    expect([...PUBLIC].filter((name) => !mounted.has(name))).toEqual([]);
  });
});

describe('every owner route refuses', () => {
  const cases: Array<[string, () => string | null, number]> = [
    ['no session', () => null, 401],
    ['an expired session', () => expiredJwt, 401],
    ['a tampered cookie', () => tampered(strangerJwt), 401],
    ['a signed-in user who is not the owner', () => strangerJwt, 403],
  ];
  it.each(cases)('%s, with nothing changed', async (_label, jwtOf, status) => {
    const before = await fingerprint();
    const answers: string[] = [];
    for (const route of ownerRoutes()) {
      const response = await call(route, jwtOf());
      answers.push(`${nameOf(route)} -> ${response.status}`);
    }
    expect(answers).toEqual(ownerRoutes().map((route) => `${nameOf(route)} -> ${status}`));
    expect(await fingerprint()).toBe(before);
  });
});
