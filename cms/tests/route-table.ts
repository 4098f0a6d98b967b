import { findRoute } from '@blog/contract/routes';
import type { Test } from 'supertest';
import type { TestCms } from './harness';

/**
 * Every route of every API, read from Strapi's own route table, and the wire contract's word on
 * it (@blog/contract): a public route is what a reader or the sign-in gate calls, any other is
 * the owner's. Shared by the authorisation test and the bad-input pass, so a new route is
 * covered by both the moment it is mounted.
 */
export type RouteRow = { method: string; path: string; policies: unknown[] };

/** The content API's routes as Strapi mounted them, with `{product}` for the product slug. */
export function routeTable(cms: TestCms): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const api of Object.values(cms.strapi.apis)) {
    for (const router of Object.values(api.routes ?? {})) {
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

export const nameOf = (route: RouteRow) => `${route.method} ${route.path}`;
/** The contract's route for a mounted one; undefined when the contract does not name it. */
export const contractRouteOf = (route: RouteRow) => findRoute(route.method, `/api${route.path}`);
export const isPublic = (route: RouteRow) => contractRouteOf(route)?.access === 'public';

const VERBS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const isVerb = (name: string): name is (typeof VERBS)[number] => (VERBS as readonly string[]).includes(name);

/** A request to `url` with the route's method: the agent has one function per method, named in lower case. */
export function requestTo(agent: ReturnType<TestCms['api']>, route: RouteRow, url: string): Test {
  const verb = route.method.toLowerCase();
  if (!isVerb(verb)) throw new Error(`no request for the method ${route.method}`);
  return agent[verb](url);
}

/**
 * Row counts and last changes of every table but the rate limiter's, the
 * newsletter's log (written after an accepted article's create has committed,
 * whenever the mail run gets to it), Strapi's own bookkeeping and `skip`, read
 * in one query. Equal fingerprints: no row was added, removed or updated through
 * Strapi or with its updated_at.
 */
export async function fingerprint(cms: TestCms, skip: readonly string[] = []): Promise<string> {
  const knex = cms.strapi.db.connection;
  const tables = [...cms.strapi.db.metadata.values()]
    .map((meta) => meta.tableName)
    .filter(
      (name) =>
        name &&
        !name.startsWith('strapi_') &&
        !name.startsWith('admin_') &&
        !name.startsWith('up_') &&
        name !== 'rate_limits' &&
        name !== 'newsletter_sends' &&
        !skip.includes(name),
    );
  const names = [...new Set(tables)].sort();
  const queries = [];
  for (const [index, table] of names.entries()) {
    const changed = (await hasUpdatedAt(cms, table)) ? 'max(updated_at)' : 'null';
    // Literals, not bindings: PostgreSQL cannot type a bound parameter in a UNION's select list.
    queries.push(knex(table).select(knex.raw(`${index} as idx, count(*) as n, ${changed} as changed`)));
  }
  const [first, ...rest] = queries;
  const rows: Record<string, unknown>[] = await first.unionAll(rest);
  const byIndex = new Map(rows.map((row) => [Number(row.idx), row]));
  return names.map((table, index) => `${table}:${byIndex.get(index)?.n}:${stamp(byIndex.get(index)?.changed)}`).join('|');
}

/** PostgreSQL answers a Date, SQLite milliseconds: both to milliseconds, never the second-precision text of a Date. */
const stamp = (value: unknown) => (value instanceof Date ? value.getTime() : String(value ?? ''));

/** Columns do not change while a CMS runs: asked once per table and connection. */
const updatedAtColumns = new WeakMap<object, Map<string, boolean>>();
async function hasUpdatedAt(cms: TestCms, table: string): Promise<boolean> {
  const knex = cms.strapi.db.connection;
  let known = updatedAtColumns.get(knex);
  if (!known) updatedAtColumns.set(knex, (known = new Map()));
  if (!known.has(table)) known.set(table, 'updated_at' in (await knex(table).columnInfo()));
  return known.get(table) as boolean;
}
