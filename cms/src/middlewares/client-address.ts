import type { Core } from '@strapi/strapi';
import { clientAddress } from '../lib/client-address';

/**
 * First in the chain (config/middlewares.ts): ctx.request.ip becomes the real
 * client address (lib/client-address.ts), so Strapi's logger, its admin login
 * limit and every limit, lockout and visitor log of ours read the same one.
 */
export default (() => async (ctx, next) => {
  ctx.request.ip = clientAddress(ctx.req.socket?.remoteAddress, ctx.request.headers['x-forwarded-for']);
  await next();
}) satisfies Core.MiddlewareFactory;
