import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { httpError } from '../../../lib/http-error';
import { readSessionCookie } from '../../../lib/session-cookie';
import type { SessionUser } from '../../owner-session/services/owner-session';
import { serviceOf } from '../../../lib/services';
import { passwordMatches } from '../../../lib/verified-passwords';

const USER = 'plugin::users-permissions.user';
const FAILURES = 'api::sign-in-failure.sign-in-failure';
const SESSIONS = 'api::owner-session.owner-session';

/** The spec's answer to a wrong edit or delete password (docs/spec/admin-side.md sections 5 and 8). */
export const WRONG_PASSWORD = 'Authentication failed...';

/** A password in the address ends up in logs and history: such a request is refused before anything else. */
const PASSWORD_IN_QUERY = /^(password|pswd|editorpassword)$/i;
export const PASSWORD_IN_ADDRESS = 'Send the password in the request body, never in the address.';
export const hasPasswordInQuery = (query: Record<string, unknown>) => Object.keys(query).some((name) => PASSWORD_IN_QUERY.test(name));

type Request = {
  request: { ip: string; headers: Record<string, unknown> };
  state: { owner?: SessionUser };
  set(name: string, value: string): void;
};

/**
 * Edit and delete re-verify the owner's password on the server (docs/design.md
 * section 2), against the bcrypt hash of the owner the is-owner policy found
 * for this session (ctx.state.owner). Wrong passwords count in the sign-in's
 * back-off under this session's own key, reserved before the hash is compared
 * (sign-in-failure's reserve), so a stolen session cannot try passwords one
 * after another, and strangers' failed sign-ins (the account's lock) never stop
 * the owner's own session; while the lockout lasts nothing is compared (429).
 * A right one forgets those failures, and is known good for a while (verified-passwords.ts).
 *
 * Returns when the password is the owner's; otherwise throws the answer.
 */
export async function requireOwnerPassword(strapi: Core.Strapi, ctx: Request, password: string): Promise<void> {
  const failures = serviceOf(strapi, FAILURES);
  const session: string | null = await serviceOf(strapi, SESSIONS).sessionId(readSessionCookie(ctx.request.headers));
  // The is-owner policy lets only a live session through; this holds should a route forget it.
  if (!session) throw httpError(401, 'Not signed in.');
  const reservation = await failures.reserve([`session:${session}`]);
  if (reservation.retryAfter > 0) {
    ctx.set('Retry-After', String(reservation.retryAfter));
    throw new errors.RateLimitError(`Too many failed sign-ins: try again in ${reservation.retryAfter} seconds.`);
  }

  const ownerId = ctx.state.owner?.id;
  const owner = ownerId ? await strapi.db.query(USER).findOne({ where: { id: ownerId }, select: ['id', 'password'] }) : null;
  const userService = strapi.plugin('users-permissions').service('user');
  const valid = owner?.password
    ? await passwordMatches(password, owner.password, (given, hash) => userService.validatePassword(given, hash))
    : false;
  if (valid) {
    await failures.clear(reservation);
    return;
  }

  await failures.failed(reservation, ctx.request.ip, 'owner password');
  throw httpError(403, WRONG_PASSWORD);
}
