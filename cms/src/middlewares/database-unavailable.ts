import type { Core } from '@strapi/strapi';
import type { ErrorLike } from '../lib/db-errors';

/**
 * A request that needs the database while it cannot be reached answers 503 with a
 * clear message and Retry-After, at once, instead of Strapi's 500 (or a hang): the
 * server refused or ended the connection, the pool waited in vain, or SQLite stayed
 * locked past its timeout. The web server turns that 503 into its friendly page.
 * Registered right inside strapi::errors (config/middlewares.ts), so it sees every
 * error a route, a policy or a route middleware throws.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;
const LOG_EVERY_MS = 10_000;

// PostgreSQL SQLSTATEs: class 08 connection exceptions; 57P01-57P03 server shutting
// down, crashed or starting; 53300 too many connections; 28000/28P01 this server's
// login refused; 3D000 the database is gone. Node's socket errors; SQLite's lock and open failures.
const SQLSTATE = /^(?:08...|57P0[123]|53300|28000|28P01|3D000)$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const SQLITE_CODES = /^SQLITE_(?:BUSY|LOCKED|CANTOPEN)/;
// Errors that carry no code: knex's pool gave up, or the pg client lost its socket mid-query.
const MESSAGES = /Timeout acquiring a connection|Connection terminated|terminating connection|Client has encountered a connection error/i;

/** True when `error` (or an error it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length && seen.size < 10) {
    const next = pending.shift();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    const current: ErrorLike = next;
    seen.add(current);
    const code = typeof current.code === 'string' ? current.code : '';
    if (current.name === 'KnexTimeoutError' || SQLSTATE.test(code) || SOCKET_CODES.has(code) || SQLITE_CODES.test(code)) return true;
    if (typeof current.message === 'string' && MESSAGES.test(current.message)) return true;
    pending.push(current.cause, ...(Array.isArray(current.errors) ? current.errors : []));
  }
  return false;
}

export default ((_config, { strapi }) => {
  let lastLog = 0;
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // One line per interval, not one per request, while the database is away.
      if (Date.now() - lastLog > LOG_EVERY_MS) {
        lastLog = Date.now();
        strapi.log.error(`database not reachable, answering 503: ${(error as Error).message}`);
      }
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message: DATABASE_UNAVAILABLE_MESSAGE, details: {} },
      };
    }
  };
}) satisfies Core.MiddlewareFactory;
