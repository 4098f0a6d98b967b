import { createRequire } from 'node:module';

/**
 * An HTTP error Strapi answers as thrown: { data: null, error: { status, name, message, details } },
 * with its status and message, and without logging it as a crash.
 *
 * Why not errors.UnauthorizedError / ForbiddenError from @strapi/utils: Strapi's
 * authorize step wraps every policy and controller and turns those two into a
 * bare 401 'Unauthorized' / 403 'Forbidden', dropping the message (and a policy
 * returning false is always a 403 PolicyError). HTTP errors pass through it.
 * They must come from the http-errors copy @strapi/utils uses (Koa has its own,
 * older one, whose errors Strapi does not recognise and logs as failures).
 */
const createError = createRequire(require.resolve('@strapi/utils'))('http-errors') as (
  status: number,
  message: string,
  properties: Record<string, unknown>,
) => Error;

export function httpError(status: 401 | 403 | 415, message: string): Error {
  return createError(status, message, { details: {} });
}
