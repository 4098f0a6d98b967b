import type { Core } from '@strapi/strapi';
import { serveUpload } from '../lib/uploads-folder';

/** GET and HEAD /uploads/{file}: the uploaded files, from the uploads folder (lib/uploads-folder.ts). */
export default (() => async (ctx, next) => {
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path.startsWith('/uploads/') && (await serveUpload(ctx))) return;
  await next();
}) satisfies Core.MiddlewareFactory;
