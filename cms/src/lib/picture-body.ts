import type { Core } from '@strapi/strapi';
import { API } from '@blog/contract/routes';
import { requestPathOf } from './strapi-route';

/**
 * The picture upload: its multipart body is read by its controller, after the owner's check (ADR 36).
 * Compared as Strapi's router matches it: in any case, trailing slashes ignored.
 */
export const isPictureUpload = (ctx: { method: string; path: string }) =>
  ctx.method === 'POST' && ctx.path.toLowerCase().replace(/\/+$/, '') === requestPathOf(API.pictures.upload);

type BodyFactory = (config: unknown, context: { strapi: Core.Strapi }) => Core.MiddlewareHandler;

/**
 * In register(): Strapi's body parser, for every request but the picture upload. Strapi's would
 * read (into a temporary file) any multipart body before the route's policies run, so anyone
 * could make the CMS take in a large file; the upload's controller reads its one picture itself,
 * counted as it arrives, once the site key and the owner's session have passed.
 */
export function installPictureBody(strapi: Core.Strapi) {
  strapi.get('middlewares').extend('strapi::body', (body: BodyFactory): BodyFactory => (config, context) => {
    const parse = body(config, context);
    return (ctx, next) => (isPictureUpload(ctx) ? next() : parse(ctx, next));
  });
}
