import { constants } from 'node:zlib';
import type { CompressionOptions } from 'compression';
import Negotiator from 'negotiator';

/** The codings this server compresses into, in its order of preference at an equal q-value: Brotli is smaller. */
export type ContentCoding = 'br' | 'gzip';
const OFFERED = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * Brotli's quality for every answer this server compresses: kept pages once per render, the rest
 * as they stream. At 5 an article page costs no more CPU than gzip's default level and comes out
 * smaller (docs/performance.md, "Compression"); 11 would cost tens of times more.
 */
export const BROTLI_QUALITY = 5;

/** The compression middleware's options (server.js, the reader's lane): the same Brotli as the kept pages. */
export const COMPRESSION_OPTIONS: CompressionOptions = { brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } };

// negotiator 1.x takes the preference at equal q-values (its README); its types are still 0.6's.
const negotiated = (negotiator: Negotiator) =>
  (negotiator.encoding as (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined).call(
    negotiator,
    OFFERED,
    { preferred: PREFERRED },
  );

// A few distinct headers come from real browsers; the answers are kept for them, a bounded number.
const answers = new Map<string, ContentCoding | null>();
const KEPT_HEADERS = 256;

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
    if (answers.size < KEPT_HEADERS) answers.set(header, coding);
  }
  return coding;
}
