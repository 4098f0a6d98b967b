import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import { clientKey } from '@blog/rules/client-key';
import { isPostgres } from '../lib/raw-sql';

/**
 * Per-address limits on public write routes (docs/design.md section 2), e.g.
 * `{ name: 'global::rate-limit', config: { scope: 'opinion', points: 10, duration: 3600 } }`.
 * The counts live in the project's database, never in process memory, so every
 * replica behind a load balancer shares them. Strapi runs route middlewares
 * after the route's policies, so only requests that passed them are counted.
 */
export type RateLimitConfig = { scope: string; points: number; duration: number };

const TABLE = 'rate_limits';
/** Rows expired this long ago are swept; at most one sweep per process per interval. */
const SWEEP_AFTER_MS = 3600_000;
const SWEEP_EVERY_MS = 10 * 60_000;

type Knex = Core.Strapi['db']['connection'];

// One limiter per database connection and scope+config: a restarted Strapi (new knex) gets new ones.
const limiters = new WeakMap<Knex, Map<string, Promise<RateLimiterStoreAbstract>>>();
let lastSweep = 0;

/** Resolves once the limiter's table exists, so no request meets "Table is not created yet". */
function createLimiter(strapi: Core.Strapi, { scope, points, duration }: RateLimitConfig) {
  const knex = strapi.db.connection;
  return new Promise<RateLimiterStoreAbstract>((resolve, reject) => {
    const options = {
      storeClient: knex,
      storeType: 'knex',
      tableName: TABLE,
      keyPrefix: scope,
      points,
      duration,
      // Their timers would outlive a stopped Strapi and reject unhandled on SQLite; sweep() does it instead.
      clearExpiredByTimeout: false,
    };
    let limiter: RateLimiterStoreAbstract;
    const ready = (error?: Error) => (error ? reject(error) : resolve(limiter));
    if (isPostgres(strapi)) {
      limiter = new RateLimiterPostgres({ ...options, schemaName: strapi.db.getSchemaName() || undefined }, ready);
    } else {
      limiter = new RateLimiterSQLite(options, ready);
    }
  });
}

function limiterFor(strapi: Core.Strapi, config: RateLimitConfig) {
  const knex = strapi.db.connection;
  let byConfig = limiters.get(knex);
  if (!byConfig) limiters.set(knex, (byConfig = new Map()));
  const id = `${config.scope}:${config.points}:${config.duration}`;
  let limiter = byConfig.get(id);
  if (!limiter) {
    limiter = createLimiter(strapi, config);
    // A failed table creation is retried by the next request instead of failing forever.
    limiter.catch(() => byConfig.delete(id));
    byConfig.set(id, limiter);
  }
  return limiter;
}

/** Bounded housekeeping: drops long-expired counts now and then, off the request's path. */
function sweep(strapi: Core.Strapi) {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  strapi.db
    .connection(TABLE)
    .where('expire', '<', now - SWEEP_AFTER_MS)
    .del()
    .catch((error: Error) => strapi.log.warn(`rate-limit: sweep failed: ${error.message}`));
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

function checkConfig(config: Partial<RateLimitConfig>): RateLimitConfig {
  const { scope, points, duration } = config ?? {};
  if (typeof scope !== 'string' || !/^[a-z0-9-]+$/.test(scope) || !isCount(points) || !isCount(duration)) {
    throw new Error(`global::rate-limit needs { scope: 'a-z0-9-', points: >= 1, duration: seconds >= 1 }, got ${JSON.stringify(config)}`);
  }
  return { scope, points, duration };
}

export default ((config, { strapi }) => {
  // A typo in a route's config fails at boot, not on the first reader's request.
  const limit = checkConfig(config);
  return async (ctx, next) => {
    const limiter = await limiterFor(strapi, limit);
    // The real client address (middlewares/client-address.ts); an IPv6 client by its /64.
    try {
      await limiter.consume(clientKey(ctx.request.ip));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      ctx.set('Retry-After', String(seconds));
      throw new errors.RateLimitError(`Too many requests: try again in ${seconds} seconds.`);
    }
    sweep(strapi);
    await next();
  };
}) satisfies Core.MiddlewareFactory<Partial<RateLimitConfig>>;
