import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { answerFile } from '../lib/file-answer';
import { PICTURE_TYPES } from '../lib/uploads-folder';

/** Folders and a file's name: letters, digits, `_` and `-`, one ending; nothing that could climb out. */
const MEDIA_PATH = /^\/media((?:\/[A-Za-z0-9_-]{1,200})*\/[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9]{1,10})$/;
/** 30 days, as a CDN and Lighthouse expect of pictures: a changed cover gets a new name. */
const CACHE_CONTROL = 'max-age=2592000';

/**
 * GET and HEAD /media/… (the covers shipped in cms/public/media), before Strapi's static files,
 * revalidated and in ranges as the uploads are (lib/file-answer.ts); any other path below /media,
 * or no such file, is 404.
 */
export default ((_config, { strapi }) =>
  async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/media/')) return next();
    const found = MEDIA_PATH.exec(ctx.path);
    if (!found) return ctx.notFound();
    const file = path.join(strapi.dirs.static.public, 'media', found[1]);
    const type = PICTURE_TYPES[path.extname(file).toLowerCase()];
    if (!(await answerFile(ctx, file, { type, cacheControl: CACHE_CONTROL }))) ctx.notFound();
  }) satisfies Core.MiddlewareFactory;
