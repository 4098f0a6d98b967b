import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Context } from 'koa';
import { byteRange, matchesNoneOf, rangeStillHolds } from '@blog/rules/http-validators';

type FileAnswer = {
  /** Its Content-Type; none: a download (Content-Disposition: attachment), never shown here. */
  type?: string;
  cacheControl: string;
};

/**
 * A file the readers fetch (a cover, an uploaded picture), with what caches and players expect
 * of it: an ETag of its size and time of change (revalidated by a 304), and one byte range of it
 * (206 with Content-Range; 416 with the size when the range starts past the end). False when
 * there is no such file.
 */
export async function answerFile(ctx: Context, file: string, { type, cacheControl }: FileAnswer): Promise<boolean> {
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) return false;
  // Strong: a file's bytes change only with its size or its time of change (the names never repeat).
  const etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
  const lastModified = found.mtime.toUTCString();
  ctx.type = type ?? 'application/octet-stream';
  if (!type) ctx.set('Content-Disposition', 'attachment');
  ctx.set('Cache-Control', cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', lastModified);
  ctx.set('Accept-Ranges', 'bytes');
  if (matchesNoneOf(ctx.get('If-None-Match') || undefined, etag)) {
    ctx.status = 304;
    return true;
  }
  const range = rangeStillHolds(ctx.get('If-Range') || undefined, etag, lastModified)
    ? byteRange(ctx.get('Range') || undefined, found.size)
    : null;
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${found.size}`);
    ctx.body = '';
    return true;
  }
  const { start, end } = range ?? { start: 0, end: found.size - 1 };
  ctx.status = range ? 206 : 200;
  if (range) ctx.set('Content-Range', `bytes ${start}-${end}/${found.size}`);
  // Koa sends no body for HEAD: no file is opened for one.
  if (ctx.method !== 'HEAD') ctx.body = found.size > 0 ? createReadStream(file, { start, end }) : '';
  // After the body: Koa forgets the length when a stream is set.
  ctx.set('Content-Length', String(end - start + 1));
  return true;
}
