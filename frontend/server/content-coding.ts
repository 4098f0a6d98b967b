import { constants } from 'node:zlib';
import type { CompressionOptions } from 'compression';
import Negotiator from 'negotiator';

/** The codings this server compresses into, in its order of preference at an equal q-value: Brotli is smaller. */
export type ContentCoding = 'br' | 'gzip';
const OFFERED = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * Brotli's quality for a cached page's copy, made once per render on libuv's threads and sent to
 * every reader until the next write: 5 makes an article page 6 % smaller than gzip's default
 * level, for 0.7 ms per render (docs/performance.md, "Brotli").
 */
export const CACHED_BROTLI_QUALITY = 5;

/**
 * Brotli's quality for what is compressed as it streams, on every request (the API's JSON,
 * scripts and styles, pages not cached): 4, the middleware's own, is as small as gzip's default
 * level and costs about as much; 5 would cost half as much again on every request.
 */
const STREAM_BROTLI_QUALITY = 4;

/** The compression middleware's options (server.js, the fast path). */
export const COMPRESSION_OPTIONS: CompressionOptions = {
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY } },
};

// negotiator 1.x takes the preference at equal q-values (its README); its types are still 0.6's.
const negotiated = (negotiator: Negotiator) =>
  (negotiator.encoding as (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined).call(
    negotiator,
    OFFERED,
    { preferred: PREFERRED },
  );

// A few distinct headers come from real browsers; the answers are cached for them, a bounded number.
const answers = new Map<string, ContentCoding | null>();
const CACHED_HEADERS = 256;

/**
 * The coding an Accept-Encoding header asks for, as RFC 9110 reads it (q-values, `*`, `br;q=0`
 * refusing Brotli, identity preferred over both): Brotli before gzip at an equal q-value, as the
 * compression middleware negotiates it; null for the plain body.
 */
export function contentCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  let coding = answers.get(header);
  if (coding === undefined) {
    const best = negotiated(new Negotiator({ headers: { 'accept-encoding': header } }));
    coding = best === 'br' || best === 'gzip' ? best : null;
    if (answers.size < CACHED_HEADERS) answers.set(header, coding);
  }
  return coding;
}
