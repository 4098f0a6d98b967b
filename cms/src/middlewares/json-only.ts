import type { Core } from '@strapi/strapi';
import { API_PATHS, requestPath } from '../lib/api-paths';
import { httpError } from '../lib/http-error';
import { isPictureUpload } from '../lib/picture-body';

/**
 * Every state-changing API call takes a JSON body or none. An HTML form can
 * only send urlencoded, multipart or text/plain bodies, and a page of another
 * origin cannot send JSON without a CORS preflight this API refuses
 * (config/middlewares.ts), so this closes forged form posts at the root.
 */
export const NOT_JSON = 'Send the body as JSON (Content-Type: application/json).';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// RFC 8058: mail providers send one-click unsubscribes as a urlencoded form; the
// link's unguessable code is the only authority that route knows.
const FORM_ROUTES = new Set([requestPath(API_PATHS.unsubscribeOneClick)]);
// The picture upload is multipart: its controller takes nothing else, after the owner's check (ADR 36).

/**
 * Global, it guards the content API (`/api/`). A route elsewhere (the Blog page's
 * admin routes, cms-plugins/blog-tools) names it with `{ everyPath: true }`.
 */
export default ((config: { everyPath?: boolean } | undefined) => async (ctx, next) => {
  const guarded = config?.everyPath === true || (ctx.path.startsWith('/api/') && !FORM_ROUTES.has(ctx.path) && !isPictureUpload(ctx));
  if (WRITES.has(ctx.method) && guarded) {
    const declared = ctx.request.type;
    const hasBody = declared !== '' || ctx.request.length > 0 || Boolean(ctx.get('transfer-encoding'));
    if (hasBody && declared !== 'application/json') throw httpError(415, NOT_JSON);
  }
  await next();
}) satisfies Core.MiddlewareFactory;
