import type { Core } from '@strapi/strapi';
import { ALL_ROUTES } from '@blog/contract/routes';
import { httpError } from '../lib/http-error';
import { isPictureUpload } from '../lib/picture-body';
import { requestPathOf } from '../lib/strapi-route';

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
const formRoutes = () =>
  new Set(ALL_ROUTES.filter((route) => route.bodyFormat === 'form').map((route) => `${route.method} ${requestPathOf(route)}`));
// The picture upload is multipart: its controller takes nothing else, after the owner's check (ADR 36).

/**
 * Global, it guards the content API (`/api/`). A route elsewhere (the Blog page's
 * admin routes, cms-plugins/blog-tools) names it with `{ everyPath: true }`.
 */
export default ((config: { everyPath?: boolean } | undefined) => {
  const forms = formRoutes();
  return async (ctx, next) => {
    const guarded =
      config?.everyPath === true || (ctx.path.startsWith('/api/') && !forms.has(`${ctx.method} ${ctx.path}`) && !isPictureUpload(ctx));
    if (WRITES.has(ctx.method) && guarded) {
      const declared = ctx.request.type;
      const hasBody = declared !== '' || ctx.request.length > 0 || Boolean(ctx.get('transfer-encoding'));
      if (hasBody && declared !== 'application/json') throw httpError(415, NOT_JSON);
    }
    await next();
  };
}) satisfies Core.MiddlewareFactory;
