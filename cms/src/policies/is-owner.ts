import { httpError } from '../lib/http-error';
import { readSessionCookie } from '../lib/session-cookie';
import { serviceOf } from '../lib/services';
import type { Policy } from '../lib/policy';

/**
 * Every owner route: `config: { auth: false, policies: ['global::is-owner'] }`.
 * The session is the cookie alone (a Bearer header is never read, so it cannot
 * stand in for one). No valid session: 401 'Not signed in.'; a valid one that is
 * not the owner's: 403 'Only the owner may do this.' (lib/http-error.ts says why
 * these are not errors.UnauthorizedError / ForbiddenError).
 */
export default (async (policyContext, _config, { strapi }) => {
  const verdict = await serviceOf(strapi, 'api::owner-session.owner-session').verify(readSessionCookie(policyContext.request?.headers));
  if (verdict.state === 'signed-out') throw httpError(401, 'Not signed in.');
  if (verdict.state !== 'owner') throw httpError(403, 'Only the owner may do this.');
  // As Strapi's own authentication keeps ctx.state.user: a controller that needs the owner asks no one again.
  policyContext.state.owner = verdict.user;
  return true;
}) satisfies Policy;
