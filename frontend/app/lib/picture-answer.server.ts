import { createHash } from 'node:crypto';

/** A picture made once and answered many times: its bytes, its type and a strong ETag of those bytes. */
export type Picture = { body: Uint8Array<ArrayBuffer>; type: string; etag: string };

export const pictureOf = (bytes: Uint8Array, type: string): Picture => ({
  // A copy of its own (a Buffer may be a view into a shared pool), which a Response takes as it is.
  body: new Uint8Array(bytes),
  type,
  etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
});

/** One byte range asked for, first and last byte included; 'unsatisfiable': none lies within the picture. */
export type ByteRange = { first: number; last: number } | 'unsatisfiable';

const RANGE_SPEC = /^(\d*)-(\d*)$/;

/**
 * The range a `Range` header asks of `size` bytes (RFC 9110, 14.1.2), or null when the header is
 * to be ignored and the whole picture answered: no header, another unit, a spec that does not
 * parse, or several satisfiable ranges (a whole 200 is a valid answer to any of them).
 */
export function byteRangeOf(header: string | null, size: number): ByteRange | null {
  const match = header?.match(/^\s*bytes\s*=(.*)$/i);
  if (!match) return null;
  const satisfiable: { first: number; last: number }[] = [];
  for (const spec of match[1].split(',')) {
    const parts = spec.trim().match(RANGE_SPEC);
    if (!parts || (parts[1] === '' && parts[2] === '')) return null;
    const [, from, to] = parts;
    if (from === '') {
      // The last `to` bytes.
      const length = Number(to);
      if (length > 0 && size > 0) satisfiable.push({ first: Math.max(0, size - length), last: size - 1 });
      continue;
    }
    const first = Number(from);
    if (to !== '' && Number(to) < first) return null;
    if (first < size) satisfiable.push({ first, last: to === '' ? size - 1 : Math.min(Number(to), size - 1) });
  }
  if (satisfiable.length === 0) return 'unsatisfiable';
  return satisfiable.length === 1 ? satisfiable[0] : null;
}

/** Whether an `If-None-Match` names this ETag (weak comparison, RFC 9110 13.1.2) or is `*`. */
function matchesAny(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const one = tag.trim();
    return one === '*' || one.replace(/^W\//, '') === etag;
  });
}

/**
 * A picture's answer to a GET or HEAD: 304 when `If-None-Match` names its ETag, 206 with the one
 * byte range a GET asks for (`Range`, unless an `If-Range` names another version), 416 when no
 * range asked for lies within it, else the whole picture. Every answer names the ETag.
 */
export function pictureAnswer(request: Request, picture: Picture, cacheControl: string): Response {
  const size = picture.body.length;
  const headers = new Headers({ ETag: picture.etag, 'Cache-Control': cacheControl, 'Accept-Ranges': 'bytes' });
  if (matchesAny(request.headers.get('If-None-Match'), picture.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', picture.type);
  const ifRange = request.headers.get('If-Range');
  // Ranges are a GET's only (RFC 9110, 14.2); an If-Range of another version (or a date) asks for the whole.
  const range =
    request.method === 'GET' && (ifRange === null || ifRange.trim() === picture.etag)
      ? byteRangeOf(request.headers.get('Range'), size)
      : null;
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(`The range asked for lies outside the picture's ${size} bytes.`, { status: 416, headers });
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.first}-${range.last}/${size}`);
    headers.set('Content-Length', String(range.last - range.first + 1));
    return new Response(picture.body.slice(range.first, range.last + 1), { status: 206, headers });
  }
  headers.set('Content-Length', String(size));
  return new Response(picture.body, { status: 200, headers });
}
