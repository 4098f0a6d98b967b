import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { addressKey } from '../api/owner-auth/services/owner-auth';
import { serviceOf } from '../lib/services';

const FAILURES = 'api::sign-in-failure.sign-in-failure';
/** Strapi's admin login answers a wrong e-mail or password with this ApplicationError (400). */
const WRONG_CREDENTIALS = 'Invalid credentials';
/** The key column holds 255 characters; an e-mail is at most 254, so a longer body is cut. */
const MAX_EMAIL = 200;

/**
 * Strapi's own POST /admin/login takes an e-mail and a password only, so its
 * failures count in the owner sign-in's back-off (docs/design.md section 2): per
 * client address (the same key as the sign-in's) and per admin account
 * (`admin:<e-mail>`), reserved before Strapi compares the password, so a
 * locked login answers 429 without a check and a burst gets no more checks than
 * the back-off allows. Registered after strapi::body, which reads the e-mail.
 */
export default ((_config, { strapi }) =>
  async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== '/admin/login') return next();
    const failures = serviceOf(strapi, FAILURES);
    const email = ctx.request.body?.email;
    const keys = [
      addressKey(ctx.request.ip),
      ...(typeof email === 'string' ? [`admin:${email.trim().toLowerCase().slice(0, MAX_EMAIL)}`] : []),
    ];
    const reservation = await failures.reserve(keys);
    if (reservation.retryAfter > 0) {
      ctx.set('Retry-After', String(reservation.retryAfter));
      throw new errors.RateLimitError(`Too many failed sign-ins: try again in ${reservation.retryAfter} seconds.`);
    }
    try {
      await next();
    } catch (error) {
      if (error instanceof errors.ApplicationError && error.name === 'ApplicationError' && error.message === WRONG_CREDENTIALS) {
        await failures.failed(reservation, ctx.request.ip, 'admin login');
      } else {
        // Refused before any password was compared (a malformed body, Strapi's own limit): nothing to count.
        await failures.release(reservation);
      }
      throw error;
    }
    if (ctx.status === 200) await failures.clear(reservation);
    else await failures.release(reservation);
  }) satisfies Core.MiddlewareFactory;
