/**
 * Revalidation and partial answers as RFC 9110 reads them (sections 13 and 14), for the files and
 * pages this site serves itself: an ETag a client sent back, and the one byte range it asks for.
 */

const entityTags = (header: string) => header.split(',').map((tag) => tag.trim());

/** Whether If-None-Match names this ETag (weak comparison, `*` for any), so a GET answers 304. */
export function matchesNoneOf(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const own = etag.replace(/^W\//, '');
  return entityTags(header).some((tag) => tag === '*' || tag.replace(/^W\//, '') === own);
}

/**
 * Whether a Range may be answered under If-Range: none sent, the strong ETag itself (a weak one
 * never matches), or the very Last-Modified date. Otherwise the whole body goes out.
 */
export function rangeStillHolds(header: string | undefined, etag: string, lastModified?: string): boolean {
  if (header === undefined) return true;
  const asked = header.trim();
  if (asked.startsWith('"') || asked.startsWith('W/')) return !etag.startsWith('W/') && asked === etag;
  return lastModified !== undefined && asked === lastModified;
}

/** The bytes from `start` to `end`, both included. */
export type ByteRange = { start: number; end: number };

const ONE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/**
 * The byte range a Range header asks of a body of `size` bytes: `bytes=a-b`, `bytes=a-` or the
 * last n bytes `bytes=-n`, cut at the end of the body; `unsatisfiable` (416) when it starts past
 * the end or asks for no byte. Null when the whole body is the answer: no header, another unit,
 * a header that does not parse, or several ranges (a server may ignore Range, RFC 9110 14.2;
 * the players and downloads that ask for parts ask for one).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const found = header === undefined ? null : ONE_RANGE.exec(header);
  if (!found) return null;
  const [, first, last] = found;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
