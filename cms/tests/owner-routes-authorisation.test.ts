import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { strangerSession, tampered } from './owner-session';
import { ALL_ROUTES } from '@blog/contract/routes';
import { routeName } from '@blog/contract/route';
import { contractRouteOf, fingerprint, isPublic, nameOf, requestTo, routeTable, type RouteRow } from './route-table';
import { serviceOf } from '../src/lib/services';

/**
 * Every route of every API, read from Strapi's own route table, is a route of the wire
 * contract (@blog/contract) with the policies its access implies; an owner route must answer
 * 401 to no session, an expired session and a tampered cookie, and 403 to a signed-in user who
 * is not the owner, with nothing changed in the database. A route the contract does not name
 * fails the first test, so it cannot be forgotten.
 */
let cms: TestCms;
let strangerJwt: string;
let expiredJwt: string;

beforeAll(async () => {
  cms = await startCms();
  strangerJwt = await strangerSession(cms);
  // A session of the owner that has run out: the JWT is still well signed, its row has expired.
  const owner = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username: cms.env.OWNER_USERNAME } });
  expiredJwt = await serviceOf(cms.strapi, 'api::owner-session.owner-session').open(owner.id);
  await cms.strapi.db
    .connection('owner_sessions')
    .where({ user_id: owner.id })
    .update({ expires_at: new Date(Date.now() - 1000) });
});
afterAll(() => cms?.stop());

const ownerRoutes = () => routeTable(cms).filter((route) => !isPublic(route));

function call(route: RouteRow, jwt: string | null) {
  const url = `/api${route.path.replace('{product}', cms.env.PRODUCT_SLUG).replace(/:[A-Za-z]+/g, 'x')}?id=${cms.env.SITE_KEY}&reference=abc`;
  const request = requestTo(cms.api(), route, url);
  if (jwt !== null) request.set('Cookie', `session=${jwt}`);
  return route.method === 'GET' || route.method === 'DELETE'
    ? request
    : request.send({ name: 'x', password: 'x', r: 'red', monitor: true });
}

describe('the route table', () => {
  it('mounts exactly the routes of the contract', () => {
    const mounted = routeTable(cms);
    expect(mounted.filter((route) => contractRouteOf(route) === undefined).map(nameOf)).toEqual([]);
    const names = new Set(mounted.map((route) => `${route.method} /api${route.path}`));
    expect(ALL_ROUTES.map(routeName).filter((name) => !names.has(name))).toEqual([]);
  });

  it("guards each route as the contract says: the owner's session, the site key", () => {
    const owner = ownerRoutes();
    expect(owner.length).toBeGreaterThanOrEqual(6);
    const wrong = routeTable(cms).flatMap((route) => {
      const contract = contractRouteOf(route);
      if (!contract || contract.stock) return [];
      const guarded = route.policies.includes('global::is-owner') === (contract.access === 'owner');
      const keyed = route.policies.includes('global::site-key') === contract.siteKey;
      return guarded && keyed ? [] : [nameOf(route)];
    });
    expect(wrong).toEqual([]);
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
    const before = await fingerprint(cms);
    const answers: string[] = [];
    for (const route of ownerRoutes()) {
      const response = await call(route, jwtOf());
      answers.push(`${nameOf(route)} -> ${response.status}`);
    }
    expect(answers).toEqual(ownerRoutes().map((route) => `${nameOf(route)} -> ${status}`));
    expect(await fingerprint(cms)).toBe(before);
  });
});
