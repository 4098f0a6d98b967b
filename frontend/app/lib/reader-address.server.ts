import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';

/**
 * Who a request is served for, as the CMS should see it in X-Forwarded-For: what came in, with
 * the address this server sees appended, exactly as the /api proxy sends it (xfwd). The CMS
 * believes the last TRUSTED_PROXY_HOPS entries (docs/api.md), so a call made for a reader is
 * limited as that reader, never as this server (one limit shared by every reader).
 */
export function forwardedFor(req: IncomingMessage): string {
  const before = req.headers['x-forwarded-for'];
  const address = req.socket.remoteAddress ?? '';
  return before ? `${before},${address}` : address;
}

// Held for the whole handling of a request, so every CMS call a loader or action makes carries it
// without each of them passing the request down.
const served = new AsyncLocalStorage<string>();

/** Runs the rest of the request's handling (`next`) on behalf of the reader who sent it. */
export function serveReader(req: IncomingMessage, next: () => void) {
  served.run(forwardedFor(req), next);
}

/** The X-Forwarded-For of the reader being served; none outside a request (a start-up read). */
export function readerForwardedFor(): string | undefined {
  return served.getStore();
}
