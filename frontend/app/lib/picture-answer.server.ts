import { createHash } from 'node:crypto';
import { byteRange, matchesNoneOf, rangeStillHolds } from '@blog/rules/http-validators';

/** A picture made once and answered many times: its bytes, its type and a strong ETag of those bytes. */
export type Picture = { body: Uint8Array<ArrayBuffer>; type: string; etag: string };

export const pictureOf = (bytes: Uint8Array, type: string): Picture => ({
  // A copy of its own (a Buffer may be a view into a shared pool), which a Response takes as it is.
  body: new Uint8Array(bytes),
  type,
  etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
});

/**
 * A picture's answer to a GET or HEAD: 304 when `If-None-Match` names its ETag, 206 with the one
 * byte range a GET asks for (`Range`, unless an `If-Range` names another version), 416 when no
 * range asked for lies within it, else the whole picture. Every answer names the ETag.
 */
export function pictureAnswer(request: Request, picture: Picture, cacheControl: string): Response {
  const size = picture.body.length;
  const headers = new Headers({ ETag: picture.etag, 'Cache-Control': cacheControl, 'Accept-Ranges': 'bytes' });
  const header = (name: string) => request.headers.get(name) ?? undefined;
  if (matchesNoneOf(header('If-None-Match'), picture.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', picture.type);
  // Ranges are a GET's only (RFC 9110, 14.2); an If-Range of another version asks for the whole.
  const range = request.method === 'GET' && rangeStillHolds(header('If-Range'), picture.etag) ? byteRange(header('Range'), size) : null;
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(`The range asked for lies outside the picture's ${size} bytes.`, { status: 416, headers });
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
    return new Response(picture.body.slice(range.start, range.end + 1), { status: 206, headers });
  }
  headers.set('Content-Length', String(size));
  return new Response(picture.body, { status: 200, headers });
}
