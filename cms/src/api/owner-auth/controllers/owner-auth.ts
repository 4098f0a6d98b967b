import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../../lib/session-cookie';
import { knownDevice, setDeviceCookie } from '../lib/device-cookie';
import { SESSION_INPUTS } from '@blog/contract/inputs/session';
import { readInput } from '../../../lib/validate';
import { serviceOf } from '../../../lib/services';

const UID = 'api::owner-auth.owner-auth';
const SESSIONS = 'api::owner-session.owner-session';

// Nothing here is ever cached: every answer is for one browser, once.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    async question(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: await serviceOf(strapi, UID).question(ctx.request.ip) };
    },

    async signIn(ctx) {
      ctx.set('Cache-Control', 'no-store');
      // The key is the path's last part: a wrong one is answered as Strapi answers a path it has no route for.
      if (!serviceOf(strapi, UID).isSiteKey(ctx.params.key)) return ctx.notFound();
      const input = readInput(SESSION_INPUTS.signIn, ctx);
      const device = knownDevice(ctx.request.headers);
      const result = await serviceOf(strapi, UID).signIn(input, ctx.request.ip, device);
      if (result.outcome === 'locked') {
        ctx.set('Retry-After', String(result.retryAfter));
        throw new errors.RateLimitError(`Too many failed sign-ins: try again in ${result.retryAfter} seconds.`);
      }
      if (result.outcome === 'failed') {
        // The old client shows 'Authentication failed...' when the answer is the string '404'.
        ctx.status = 404;
        ctx.type = 'application/json';
        ctx.body = JSON.stringify('404');
        return;
      }
      setSessionCookie(ctx, result.jwt);
      // This browser is now a known device (kept, if it already was): see ../lib/device-cookie.ts.
      setDeviceCookie(ctx, device);
      ctx.body = { data: result.user };
    },

    // The spec's "201 means the credential check passed", from the cookie (docs/design.md section 2).
    async session(ctx) {
      ctx.set('Cache-Control', 'no-store');
      const verdict = await serviceOf(strapi, SESSIONS).verify(readSessionCookie(ctx.request.headers));
      if (verdict.state !== 'owner') {
        // A cookie that no longer opens anything is dropped, so the browser is signed out too.
        clearSessionCookie(ctx);
        // Answered, not thrown: Strapi would replace a thrown UnauthorizedError's message (lib/http-error.ts).
        return ctx.unauthorized('Not signed in.');
      }
      ctx.status = 201;
      ctx.body = { data: { username: verdict.user.username, email: verdict.user.email } };
    },

    async signOut(ctx) {
      await serviceOf(strapi, SESSIONS).revoke(readSessionCookie(ctx.request.headers));
      clearSessionCookie(ctx);
      ctx.status = 204;
    },
  } satisfies Core.Controller;
};
