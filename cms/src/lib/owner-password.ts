import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ACCOUNT_KEY, addressKey } from '../api/owner-auth/services/owner-auth';
import { httpError } from './http-error';
import type { SessionUser } from '../api/owner-session/services/owner-session';

const USER = 'plugin::users-permissions.user';
const FAILURES = 'api::sign-in-failure.sign-in-failure';

/** The spec's answer to a wrong edit or delete password (admin-side.md sections 5 and 8). */
export const WRONG_PASSWORD = 'Authentication failed...';

type Request = { request: { ip: string }; state: { owner?: SessionUser }; set(name: string, value: string): void };

/**
 * Edit and delete re-verify the owner's password on the server (DESIGN.md
 * section 2), against the bcrypt hash of the owner the is-owner policy found
 * for this session (ctx.state.owner). A wrong password
 * counts as a failed sign-in of the owner's account and of the address, in
 * the sign-in's own lockout, so a stolen session cannot try passwords one
 * after another; while the lockout lasts nothing is compared at all (429).
 * A right one forgets those failures, as a successful sign-in does.
 *
 * Returns when the password is the owner's; otherwise throws the answer.
 */
export async function requireOwnerPassword(strapi: Core.Strapi, ctx: Request, password: string): Promise<void> {
  const failures = strapi.service(FAILURES) as any;
  const keys = [addressKey(ctx.request.ip), ACCOUNT_KEY];
  const retryAfter: number = await failures.lockedFor(keys);
  if (retryAfter > 0) {
    ctx.set('Retry-After', String(retryAfter));
    throw new errors.RateLimitError(`Too many failed sign-ins: try again in ${retryAfter} seconds.`);
  }

  const ownerId = ctx.state.owner?.id;
  const owner = ownerId ? await strapi.db.query(USER).findOne({ where: { id: ownerId }, select: ['id', 'password'] }) : null;
  const valid = owner?.password ? await strapi.plugin('users-permissions').service('user').validatePassword(password, owner.password) : false;
  if (valid) {
    await failures.clear(keys);
    return;
  }

  await failures.fail(keys, ctx.request.ip, 'owner password');
  throw httpError(403, WRONG_PASSWORD);
}
