import Negotiator from 'negotiator';

// A few distinct headers come from real browsers; the answers are kept for them, a bounded number.
const answers = new Map<string, boolean>();
const KEPT_HEADERS = 256;

/**
 * Whether an Accept-Encoding header takes gzip, as RFC 9110 reads it (q-values, `*`, `gzip;q=0`
 * refusing it), by the negotiator the compression middleware uses too.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let accepted = answers.get(header);
  if (accepted === undefined) {
    accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['gzip']).includes('gzip');
    if (answers.size < KEPT_HEADERS) answers.set(header, accepted);
  }
  return accepted;
}
